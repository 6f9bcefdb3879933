import { z } from 'zod';
import { BUILDING } from '#shared/entities/building.ts';
import { CATALOG, type CatalogGroup, CatalogGroupSchema } from '#shared/entities/catalog.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import type { PagedEntity } from '#shared/entities/entities.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { FIXED_ROUTES } from '#shared/fixed-routes.ts';
import { readApiList, withQuery } from './api.ts';

/**
 * Which pages exist, from the descriptors and the API's ids: what the pages' getStaticPaths, the
 * sitemap (page-params.ts) and the publisher (page-sets.ts) share, so that a full build and an
 * incremental publish agree on the set.
 */

/** The pages of the site that exist whatever the content (the admin's login aside). */
export const FIXED_PAGES = Object.entries(FIXED_ROUTES)
  .filter(([name]) => name !== 'login')
  .map(([, path]) => path());

const FIXED_CATEGORY_IDS = [CATEGORY_APARTMENT_ID, CATEGORY_SERVICE_UNIT_ID, CATEGORY_CAR_POST_ID];

/** The pages one entity has, as paths without language prefix (a building's: given the categories it has catalogue pages for). */
export function pagesOf(entity: PagedEntity, id: number, categoryIds: readonly number[] = []): string[] {
  const { pages } = entity;
  const categoryPages =
    'categoryPath' in pages ? categoryIds.map((categoryId) => fillPath(pages.categoryPath, { id, categoryId })) : [];
  return [fillPath(pages.path, id), ...categoryPages];
}

const CatalogGroupsSchema = z.array(CatalogGroupSchema);

/** The categories a building has a catalogue page for, from the groups (of catalogues) it is in. */
export const categoriesFrom = (groups: readonly CatalogGroup[]) => [
  ...FIXED_CATEGORY_IDS,
  ...groups.map((group) => group.salesCategoryId).filter((categoryId) => !FIXED_CATEGORY_IDS.includes(categoryId)),
];

/** The catalogue groups of every building, or of one, of the catalogues the public site shows. */
export const readCatalogGroups = (tags: string[], buildingId?: number) =>
  readApiList(withQuery(CATALOG.api.more.groups, { buildingId, shown: 'true' }), CatalogGroupsSchema, tags);

/**
 * The categories each building has a catalogue page for: the fixed three, whose cards its page
 * offers, and any other it has catalogues in. An empty category of another kind has no page, so a
 * new category adds none and publishes nothing.
 */
export async function catalogCategoriesOf(tags: string[] = []): Promise<(buildingId: number) => number[]> {
  const groups = Map.groupBy(await readCatalogGroups(tags), (group) => group.buildingId);
  return (buildingId) => categoriesFrom(groups.get(buildingId) ?? []);
}

/** The categories of each entity's pages: only buildings have catalogue pages. */
export const categoriesFor = (
  entities: readonly PagedEntity[],
  tags: string[] = [],
): Promise<(buildingId: number) => number[]> =>
  entities.includes(BUILDING) ? catalogCategoriesOf(tags) : Promise.resolve(() => []);

/** Whether a building has a catalogue page for a category (catalogCategoriesOf). */
export const hasCatalogPage = (categoryId: number, catalogCount: number) =>
  FIXED_CATEGORY_IDS.includes(categoryId) || catalogCount > 0;
