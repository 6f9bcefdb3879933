import { splitLocalizedPath } from './routes.ts';

/**
 * The sitemap is an index of files, one per section and range of ids, so that a page that comes or
 * goes re-renders the file of its range and the small index, never a file that grows with the
 * site. `pages` lists the fixed pages; each other section the pages of one kind of entity.
 */
export const SITEMAP_SECTIONS = ['pages', 'projects', 'buildings', 'news', 'jobs'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];
/** The sections of entities, whose pages come and go with them. */
export type EntitySection = Exclude<SitemapSection, 'pages'>;

/**
 * Entities per sitemap file, for files of about 500 pages: an entity has a page in each language,
 * and a building eight or more (its own and one per catalogue category, in each language). A page
 * that comes or goes re-renders its file, which then costs the same however large the site grows.
 */
export const SITEMAP_CHUNK_IDS: Record<EntitySection, number> = { projects: 250, buildings: 60, news: 250, jobs: 250 };

export const sitemapChunkOf = (section: EntitySection, id: number) => Math.floor((id - 1) / SITEMAP_CHUNK_IDS[section]);

export const sitemapChunkIds = (section: EntitySection, chunk: number) => ({
  idFrom: chunk * SITEMAP_CHUNK_IDS[section] + 1,
  idTo: (chunk + 1) * SITEMAP_CHUNK_IDS[section],
});

/** How many files a section has, from the highest id it holds; the fixed pages have one. */
export const sitemapChunkCount = (section: SitemapSection, ids: readonly number[]) =>
  section === 'pages' ? 1 : ids.length === 0 ? 0 : sitemapChunkOf(section, Math.max(...ids)) + 1;

export const sitemapChunkPath = (section: SitemapSection, chunk: number) => `/sitemaps/${section}/${chunk}.xml`;

/** The page paths (without language prefix) of each section of entities, with the entity's id first. */
const SECTION_PAGES: [EntitySection, RegExp][] = [
  ['projects', /^\/vilalproject\/(\d+)$/],
  ['buildings', /^\/(?:secondstep|salescatalogdetails)\/(\d+)(?:\/\d+)?$/],
  ['news', /^\/newsdetails\/(\d+)$/],
  ['jobs', /^\/jobdetails\/(\d+)$/],
];

/** The sitemap file that lists a page (in either language), or null for a page of no section (a feed). */
export function sitemapFileOf(pagePath: string): { section: EntitySection; chunk: number } | null {
  const { path } = splitLocalizedPath(pagePath);
  for (const [section, pattern] of SECTION_PAGES) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined) return { section, chunk: sitemapChunkOf(section, Number(id)) };
  }
  return null;
}
