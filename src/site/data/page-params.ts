import { BUILDING } from '#shared/entities/building.ts';
import { type PagedEntity, type PagedKind, pagedEntityOf } from '#shared/entities/entities.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { SITEMAP_SECTIONS, type SitemapSection, sitemapChunkCount, sitemapChunkIds } from '#shared/sitemap.ts';
import { readApiIds } from './api.ts';
import { catalogCategoriesOf, categoriesFor, FIXED_PAGES, pagesOf } from './entity-pages.ts';
import { FEED_KINDS, loadFeedIndex } from './list-feeds.ts';

/** The params of the pages' getStaticPaths, of the feeds' chunks and of the sitemap's files. */

/** The params of an entity's page, one per id, under the name its page file gives the id (`[newsId].astro`). */
export const pageParamsOf = async (entity: PagedEntity, param: string) =>
  (await readApiIds(entity)).map((id) => ({ [param]: String(id) }));

export async function catalogPageParams() {
  const [buildingIds, categoriesOf] = await Promise.all([readApiIds(BUILDING), catalogCategoriesOf()]);
  return buildingIds.flatMap((buildingId) =>
    categoriesOf(buildingId).map((categoryId) => ({ buildingId: String(buildingId), categoryId: String(categoryId) })),
  );
}

/** Every chunk of every long list's feed (#shared/list-feeds.ts), or of those of `kinds` that have one. */
export async function feedChunkParams(kinds: readonly PagedKind[] = FEED_KINDS) {
  const feeds = FEED_KINDS.filter((kind) => kinds.includes(kind));
  const counts = await Promise.all(feeds.map(async (kind) => [kind, (await loadFeedIndex(kind)).chunks] as const));
  return counts.flatMap(([list, count]) =>
    Array.from({ length: count }, (_, chunk) => ({ list, chunk: String(chunk) })),
  );
}

/** Every file of the sitemap but its index, in the index's order, or those of `sections`. */
export async function sitemapChunkParams(sections: readonly SitemapSection[] = SITEMAP_SECTIONS) {
  const counts = await Promise.all(
    sections.map(async (section) => {
      const ids = section === 'pages' ? [] : await readApiIds(pagedEntityOf(section));
      return [section, sitemapChunkCount(section, ids)] as const;
    }),
  );
  return counts.flatMap(([section, count]) =>
    Array.from({ length: count }, (_, chunk) => ({ section, chunk: String(chunk) })),
  );
}

/**
 * The pages one sitemap file lists, as paths without language prefix: the fixed pages, or those of
 * the section's entities whose ids fall in the file's range.
 */
export async function sitemapChunkPages(section: SitemapSection, chunk: number): Promise<string[]> {
  if (section === 'pages') return FIXED_PAGES;
  const entity = pagedEntityOf(section);
  const tags = [TAGS.sitemapFile(section, chunk)];
  const { idFrom, idTo } = sitemapChunkIds(section, chunk);
  const [ids, categoriesOf] = await Promise.all([readApiIds(entity, tags), categoriesFor([entity], tags)]);
  // By id, not in the list's order: a file then changes only when its pages come or go, not when
  // an admin reorders a list (or a news item's date moves it).
  return ids
    .filter((id) => id >= idFrom && id <= idTo)
    .toSorted((a, b) => a - b)
    .flatMap((id) => pagesOf(entity, id, categoriesOf(id)));
}
