import { LANGUAGES } from '#shared/i18n/languages.ts';
import { FEED_LISTS, feedChunkPath } from '#shared/list-feeds.ts';
import { localizePath, ROUTES } from '#shared/routes.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/schemas/sales-category.ts';
import { loadBuildingIds, loadCategoryIds } from './buildings.ts';
import { loadFeedIndex } from './list-feeds.ts';
import { loadNewsIds } from './news.ts';
import { loadProjectIds } from './projects.ts';
import { loadVacancyIds } from './staff.ts';

/**
 * Which pages exist, from the API's ids: the one source of the pages' getStaticPaths, the sitemap
 * and the publisher, so that a full build and an incremental publish agree on the set.
 */

const FIXED_CATEGORY_IDS = [CATEGORY_APARTMENT_ID, CATEGORY_SERVICE_UNIT_ID, CATEGORY_CAR_POST_ID];

/** Every building has a catalogue page for the fixed categories and for any other the API lists. */
export const catalogCategoryIds = async () => [...new Set([...FIXED_CATEGORY_IDS, ...(await loadCategoryIds())])];

export const projectPageParams = async () => (await loadProjectIds()).map((id) => ({ projectId: String(id) }));
export const buildingPageParams = async () => (await loadBuildingIds()).map((id) => ({ buildingId: String(id) }));
export const newsPageParams = async () => (await loadNewsIds()).map((id) => ({ newsId: String(id) }));
export const jobPageParams = async () => (await loadVacancyIds()).map((id) => ({ jobId: String(id) }));

export async function catalogPageParams() {
  const [buildingIds, categoryIds] = await Promise.all([loadBuildingIds(), catalogCategoryIds()]);
  return buildingIds.flatMap((buildingId) =>
    categoryIds.map((categoryId) => ({ buildingId: String(buildingId), categoryId: String(categoryId) })),
  );
}

/** Every chunk of every long list's feed (#shared/list-feeds.ts). */
export async function feedChunkParams() {
  const counts = await Promise.all(FEED_LISTS.map(async (list) => [list, (await loadFeedIndex(list)).chunks] as const));
  return counts.flatMap(([list, count]) => Array.from({ length: count }, (_, chunk) => ({ list, chunk: String(chunk) })));
}

/** Every page with content, as a path without language prefix, in the sitemap's order. */
export async function contentPaths(): Promise<string[]> {
  const [projectIds, buildingIds, categoryIds, newsIds, vacancyIds] = await Promise.all([
    loadProjectIds(),
    loadBuildingIds(),
    catalogCategoryIds(),
    loadNewsIds(),
    loadVacancyIds(),
  ]);
  return [
    ROUTES.home(),
    ROUTES.company(),
    ROUTES.salesCatalog(),
    ROUTES.news(),
    ROUTES.staff(),
    ROUTES.jobs(),
    ROUTES.terms(),
    ...projectIds.map((id) => ROUTES.project(id)),
    ...buildingIds.flatMap((id) => [ROUTES.building(id), ...categoryIds.map((categoryId) => ROUTES.catalogDetails(id, categoryId))]),
    ...newsIds.map((id) => ROUTES.newsDetails(id)),
    ...vacancyIds.map((id) => ROUTES.jobDetails(id)),
  ];
}

/** Feeds published once per language, fetched by the islands that need them. */
const FEED_PATHS = ['/menu.json', '/news-slides.json'];

/**
 * The site's paths whose files depend on the API: every content page and feed in both languages,
 * the long lists' chunk counts, and the sitemap.
 */
export async function publishedPaths(): Promise<string[]> {
  const chunks = (await feedChunkParams()).map(({ list, chunk }) => feedChunkPath(list, Number(chunk)));
  const paths = [...(await contentPaths()), ...FEED_PATHS, ...chunks];
  return [
    ...LANGUAGES.flatMap((language) => paths.map((path) => localizePath(path, language))),
    ...FEED_LISTS.map((list) => `/feeds/${list}.json`),
    '/sitemap.xml',
  ];
}
