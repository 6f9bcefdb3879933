import { LANGUAGES } from '#shared/i18n/languages.ts';
import { FEED_LISTS, type FeedList, feedChunkPath } from '#shared/list-feeds.ts';
import { type IdList, type PublishKind, TAGS } from '#shared/publish-tags.ts';
import { localizePath, ROUTES, splitLocalizedPath } from '#shared/routes.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/schemas/sales-category.ts';
import {
  SITEMAP_SECTIONS,
  type SitemapSection,
  sitemapChunkCount,
  sitemapChunkIds,
  sitemapChunkPath,
} from '#shared/sitemap.ts';
import { readApiIds } from './api.ts';
import { loadFeedIndex } from './list-feeds.ts';

/**
 * Which pages exist, from the API's ids: the one source of the pages' getStaticPaths, the sitemap
 * and the publisher, so that a full build and an incremental publish agree on the set.
 */

export type EntitySection = Exclude<SitemapSection, 'pages'>;

const ENTITY_SECTIONS = SITEMAP_SECTIONS.filter((section): section is EntitySection => section !== 'pages');

/** Where each kind of entity with pages lists its ids, and the pages one entity has. */
const SECTIONS: Record<EntitySection, { ids: IdList; pages: (id: number, categoryIds: number[]) => string[] }> = {
  projects: { ids: 'projects', pages: (id) => [ROUTES.project(id)] },
  buildings: {
    ids: 'buildings',
    pages: (id, categoryIds) => [ROUTES.building(id), ...categoryIds.map((categoryId) => ROUTES.catalogDetails(id, categoryId))],
  },
  news: { ids: 'news', pages: (id) => [ROUTES.newsDetails(id)] },
  jobs: { ids: 'vacancies', pages: (id) => [ROUTES.jobDetails(id)] },
};

/** The long list (feed) of each section's entities. */
const FEED_OF_SECTION: Record<EntitySection, FeedList> = { projects: 'projects', buildings: 'buildings', news: 'news', jobs: 'vacancies' };

/**
 * The section whose pages a create or delete of a kind of entity adds or removes: a sales
 * category has a catalogue page in every building.
 */
export const SECTION_OF_KIND: Partial<Record<PublishKind, EntitySection>> = {
  project: 'projects',
  building: 'buildings',
  salescategory: 'buildings',
  news: 'news',
  staff: 'jobs',
};

const FIXED_PAGES = [
  ROUTES.home(),
  ROUTES.company(),
  ROUTES.salesCatalog(),
  ROUTES.news(),
  ROUTES.staff(),
  ROUTES.jobs(),
  ROUTES.terms(),
];

const FIXED_CATEGORY_IDS = [CATEGORY_APARTMENT_ID, CATEGORY_SERVICE_UNIT_ID, CATEGORY_CAR_POST_ID];

/** A section's ids, in its list's order; `tags` name what the caller's page depends on. */
const sectionIds = (section: EntitySection, tags?: string[]) => readApiIds(SECTIONS[section].ids, tags);

/** Every building has a catalogue page for the fixed categories and for any other the API lists. */
const catalogCategoryIds = async (tags?: string[]) => [
  ...new Set([...FIXED_CATEGORY_IDS, ...(await readApiIds('salesCategories', tags))]),
];

export const projectPageParams = async () => (await sectionIds('projects')).map((id) => ({ projectId: String(id) }));
export const buildingPageParams = async () => (await sectionIds('buildings')).map((id) => ({ buildingId: String(id) }));
export const newsPageParams = async () => (await sectionIds('news')).map((id) => ({ newsId: String(id) }));
export const jobPageParams = async () => (await sectionIds('jobs')).map((id) => ({ jobId: String(id) }));

export async function catalogPageParams() {
  const [buildingIds, categoryIds] = await Promise.all([sectionIds('buildings'), catalogCategoryIds()]);
  return buildingIds.flatMap((buildingId) =>
    categoryIds.map((categoryId) => ({ buildingId: String(buildingId), categoryId: String(categoryId) })),
  );
}

/** Every chunk of every long list's feed (#shared/list-feeds.ts), or of `lists`. */
export async function feedChunkParams(lists: readonly FeedList[] = FEED_LISTS) {
  const counts = await Promise.all(lists.map(async (list) => [list, (await loadFeedIndex(list)).chunks] as const));
  return counts.flatMap(([list, count]) => Array.from({ length: count }, (_, chunk) => ({ list, chunk: String(chunk) })));
}

/** Every file of the sitemap but its index, in the index's order, or those of `sections`. */
export async function sitemapChunkParams(sections: readonly SitemapSection[] = SITEMAP_SECTIONS) {
  const counts = await Promise.all(
    sections.map(async (section) => {
      const ids = section === 'pages' ? [] : await sectionIds(section);
      return [section, sitemapChunkCount(section, ids)] as const;
    }),
  );
  return counts.flatMap(([section, count]) => Array.from({ length: count }, (_, chunk) => ({ section, chunk: String(chunk) })));
}

/**
 * The pages one sitemap file lists, as paths without language prefix: the fixed pages, or those of
 * the section's entities whose ids fall in the file's range.
 */
export async function sitemapChunkPages(section: SitemapSection, chunk: number): Promise<string[]> {
  if (section === 'pages') return FIXED_PAGES;
  const tags = [TAGS.sitemapFile(section, chunk)];
  const { idFrom, idTo } = sitemapChunkIds(chunk);
  const [ids, categoryIds] = await Promise.all([
    sectionIds(section, tags),
    section === 'buildings' ? catalogCategoryIds(tags) : [],
  ]);
  return ids.filter((id) => id >= idFrom && id <= idTo).flatMap((id) => SECTIONS[section].pages(id, categoryIds));
}

/** The pages of the entities of `sections`, as paths without language prefix. */
async function sectionPaths(sections: readonly EntitySection[]): Promise<string[]> {
  const [categoryIds, ...ids] = await Promise.all([
    sections.includes('buildings') ? catalogCategoryIds() : [],
    ...sections.map((section) => sectionIds(section)),
  ]);
  return sections.flatMap((section, index) => (ids[index] ?? []).flatMap((id) => SECTIONS[section].pages(id, categoryIds)));
}

/** Feeds published once per language, fetched by the islands that need them. */
const FEED_PATHS = ['/menu.json', '/news-slides.json'];

/**
 * The site's paths whose files depend on the API: every content page and feed in both languages,
 * the long lists' chunk counts, and the sitemap's files. Given `sections`, only the paths that
 * come and go with their entities: their pages, their feed's chunks and their sitemap files.
 */
export async function publishedPaths(sections: readonly EntitySection[] = ENTITY_SECTIONS): Promise<string[]> {
  const whole = ENTITY_SECTIONS.every((section) => sections.includes(section));
  const [content, feedChunks, sitemapChunks] = await Promise.all([
    sectionPaths(sections),
    feedChunkParams(sections.map((section) => FEED_OF_SECTION[section])),
    sitemapChunkParams(whole ? SITEMAP_SECTIONS : sections),
  ]);
  const paths = [
    ...(whole ? [...FIXED_PAGES, ...FEED_PATHS] : []),
    ...content,
    ...feedChunks.map(({ list, chunk }) => feedChunkPath(list, Number(chunk))),
  ];
  return [
    ...LANGUAGES.flatMap((language) => paths.map((path) => localizePath(path, language))),
    ...(whole ? [...FEED_LISTS.map((list) => `/feeds/${list}.json`), '/sitemap.xml'] : []),
    ...sitemapChunks.map(({ section, chunk }) => sitemapChunkPath(section, Number(chunk))),
  ];
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** Which section's entities a path's first segment names, for the paths of publishedPaths(sections). */
const SECTION_OF_SEGMENT = new Map<string, EntitySection>([
  ...ENTITY_SECTIONS.flatMap((section) =>
    SECTIONS[section].pages(1, [1]).map((page) => [firstSegment(page), section] as [string, EntitySection]),
  ),
]);

/**
 * The section of a published path that comes and goes with the section's entities (a page, a
 * feed's chunk, a sitemap file), or null for the paths that always exist.
 */
export function sectionOfPath(published: string): EntitySection | null {
  const { path } = splitLocalizedPath(published);
  const [, first = '', second = '', third] = path.split('/');
  if (first === 'feeds' && third !== undefined) {
    return ENTITY_SECTIONS.find((section) => FEED_OF_SECTION[section] === second) ?? null;
  }
  if (first === 'sitemaps') return ENTITY_SECTIONS.find((section) => section === second) ?? null;
  return SECTION_OF_SEGMENT.get(first) ?? null;
}
