import { PAGED_ENTITIES, type PagedKind, pagedEntityOf } from './entities/entities.ts';
import { splitLocalizedPath } from './i18n/localized-paths.ts';

/**
 * The sitemap is an index of files, one per section and range of ids, so that a page that comes or
 * goes re-renders the file of its range and the small index, never a file that grows with the
 * site. `pages` lists the fixed pages; each other section the pages of one kind of entity.
 */
export type SitemapSection = 'pages' | PagedKind;
export const SITEMAP_SECTIONS: SitemapSection[] = ['pages', ...PAGED_ENTITIES.map((entity) => entity.kind)];

/** Entities per sitemap file of a section (the entity's `pages.sitemapChunkIds`). */
export const sitemapChunkSize = (kind: PagedKind) => pagedEntityOf(kind).pages.sitemapChunkIds;

export const sitemapChunkOf = (kind: PagedKind, id: number) => Math.floor((id - 1) / sitemapChunkSize(kind));

export const sitemapChunkIds = (kind: PagedKind, chunk: number) => ({
  idFrom: chunk * sitemapChunkSize(kind) + 1,
  idTo: (chunk + 1) * sitemapChunkSize(kind),
});

/** How many files a section has, from the highest id it holds; the fixed pages have one. */
export const sitemapChunkCount = (section: SitemapSection, ids: readonly number[]) =>
  section === 'pages' ? 1 : ids.length === 0 ? 0 : sitemapChunkOf(section, Math.max(...ids)) + 1;

export const sitemapChunkPath = (section: SitemapSection, chunk: number) => `/sitemaps/${section}/${chunk}.xml`;

/** A page path pattern as a pattern of paths, its `:id` captured: `/showroom/:id` → `^/showroom/(\d+)$`. */
const matcherOf = (pattern: string) => new RegExp(`^${pattern.replace(':id', '(\\d+)').replace(/:\w+/g, '\\d+')}$`);

/** The page paths (without language prefix) of each section of entities, with the entity's id first. */
const SECTION_PAGES = PAGED_ENTITIES.flatMap(({ kind, pages }) =>
  [pages.path, ...('categoryPath' in pages ? [pages.categoryPath] : [])].map(
    (pattern) => [kind, matcherOf(pattern)] as const,
  ),
);

/** The sitemap file that lists a page (in either language), or null for a page of no section (a feed). */
export function sitemapFileOf(pagePath: string): { section: PagedKind; chunk: number } | null {
  const { path } = splitLocalizedPath(pagePath);
  for (const [section, pattern] of SECTION_PAGES) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined) return { section, chunk: sitemapChunkOf(section, Number(id)) };
  }
  return null;
}
