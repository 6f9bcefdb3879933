import { LANGUAGES } from '#shared/i18n/languages.ts';
import { FEED_LISTS, feedChunkPath } from '#shared/list-feeds.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { localizePath, ROUTES } from '#shared/routes.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/schemas/sales-category.ts';
import {
  SITEMAP_SECTIONS,
  type SitemapSection,
  sitemapChunkCount,
  sitemapChunkIds,
  sitemapChunkPath,
} from '#shared/sitemap.ts';
import { IDS_PATHS, readApiIds } from './api.ts';
import { loadFeedIndex } from './list-feeds.ts';

/**
 * Which pages exist, from the API's ids: the one source of the pages' getStaticPaths, the sitemap
 * and the publisher, so that a full build and an incremental publish agree on the set.
 */

type EntitySection = Exclude<SitemapSection, 'pages'>;

/** Where each kind of entity with pages lists its ids, and the pages one entity has. */
const SECTIONS: Record<EntitySection, { ids: string; pages: (id: number, categoryIds: number[]) => string[] }> = {
  projects: { ids: IDS_PATHS.projects, pages: (id) => [ROUTES.project(id)] },
  buildings: {
    ids: IDS_PATHS.buildings,
    pages: (id, categoryIds) => [ROUTES.building(id), ...categoryIds.map((categoryId) => ROUTES.catalogDetails(id, categoryId))],
  },
  news: { ids: IDS_PATHS.news, pages: (id) => [ROUTES.newsDetails(id)] },
  jobs: { ids: IDS_PATHS.vacancies, pages: (id) => [ROUTES.jobDetails(id)] },
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
const sectionIds = (section: EntitySection, tags: string[] = [TAGS.pageSet]) => readApiIds(SECTIONS[section].ids, tags);

/** Every building has a catalogue page for the fixed categories and for any other the API lists. */
const catalogCategoryIds = async (tags?: string[]) => [
  ...new Set([...FIXED_CATEGORY_IDS, ...(await readApiIds(IDS_PATHS.salesCategories, tags))]),
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

/** Every chunk of every long list's feed (#shared/list-feeds.ts). */
export async function feedChunkParams() {
  const counts = await Promise.all(FEED_LISTS.map(async (list) => [list, (await loadFeedIndex(list)).chunks] as const));
  return counts.flatMap(([list, count]) => Array.from({ length: count }, (_, chunk) => ({ list, chunk: String(chunk) })));
}

/** Every file of the sitemap but its index, in the index's order. */
export async function sitemapChunkParams() {
  const counts = await Promise.all(
    SITEMAP_SECTIONS.map(async (section) => {
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

/** Every page with content, as a path without language prefix. */
async function contentPaths(): Promise<string[]> {
  const [categoryIds, ...ids] = await Promise.all([
    catalogCategoryIds(),
    ...SITEMAP_SECTIONS.filter((section) => section !== 'pages').map((section) => sectionIds(section)),
  ]);
  const sections = SITEMAP_SECTIONS.filter((section): section is EntitySection => section !== 'pages');
  return [...FIXED_PAGES, ...sections.flatMap((section, index) => (ids[index] ?? []).flatMap((id) => SECTIONS[section].pages(id, categoryIds)))];
}

/** Feeds published once per language, fetched by the islands that need them. */
const FEED_PATHS = ['/menu.json', '/news-slides.json'];

/**
 * The site's paths whose files depend on the API: every content page and feed in both languages,
 * the long lists' chunk counts, and the sitemap's files.
 */
export async function publishedPaths(): Promise<string[]> {
  const [content, feedChunks, sitemapChunks] = await Promise.all([contentPaths(), feedChunkParams(), sitemapChunkParams()]);
  const paths = [...content, ...FEED_PATHS, ...feedChunks.map(({ list, chunk }) => feedChunkPath(list, Number(chunk)))];
  return [
    ...LANGUAGES.flatMap((language) => paths.map((path) => localizePath(path, language))),
    ...FEED_LISTS.map((list) => `/feeds/${list}.json`),
    '/sitemap.xml',
    ...sitemapChunks.map(({ section, chunk }) => sitemapChunkPath(section as SitemapSection, Number(chunk))),
  ];
}
