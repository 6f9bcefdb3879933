import { CATALOG } from '#shared/entities/catalog.ts';
import type { Db } from '../db/database.ts';
import { isShownRow } from './shown-rows.ts';
import { tableOf } from './table-shape.ts';

/**
 * The first catalogue title of each of `buildingIds`, in both languages, keyed by building id,
 * among the catalogues the public site shows.
 * Only those buildings: a list shows a page of them, and reading every building's would make each
 * list read grow with the site.
 */
export async function firstCatalogTitles(db: Db, buildingIds: readonly number[]) {
  if (buildingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('salesCatalogs')
    .select(['buildingId', 'catalogTitle', 'titulliKatalog'])
    .where('salesCatalogId', 'in', (eb) =>
      eb
        .selectFrom('salesCatalogs')
        .select((inner) => inner.fn.min('salesCatalogId').as('first'))
        .where('buildingId', 'in', buildingIds)
        .where(isShownRow(tableOf(CATALOG)))
        .groupBy('buildingId'),
    )
    .execute();
  return new Map(rows.map((row) => [row.buildingId, row]));
}
