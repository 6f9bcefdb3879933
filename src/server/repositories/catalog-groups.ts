import { CATALOG } from '#shared/entities/catalog.ts';
import type { Db } from '../db/database.ts';
import { isShownRow } from './shown-rows.ts';
import { tableOf } from './table-shape.ts';

/**
 * Each building, or the one asked for, with each sales category it has catalogues in; with
 * `shown`, only catalogues the public site shows count.
 */
export function listCatalogGroups(
  db: Db,
  { buildingId, shown }: { buildingId?: number | undefined; shown?: boolean | undefined },
) {
  return db
    .selectFrom('salesCatalogs')
    .select(['buildingId', 'salesCategoryId'])
    .$if(buildingId !== undefined, (select) => select.where('buildingId', '=', buildingId as number))
    .$if(shown === true, (select) => select.where(isShownRow(tableOf(CATALOG))))
    .distinct()
    .orderBy('buildingId')
    .orderBy('salesCategoryId')
    .execute();
}
