import type { Db } from '../db/database.ts';

/** Each building's first catalogue title, in both languages, keyed by building id. */
export async function firstCatalogTitles(db: Db) {
  const rows = await db
    .selectFrom('salesCatalogs')
    .select(['buildingId', 'catalogTitle', 'titulliKatalog'])
    .where('salesCatalogId', 'in', (eb) =>
      eb.selectFrom('salesCatalogs').select((inner) => inner.fn.min('salesCatalogId').as('first')).groupBy('buildingId'),
    )
    .execute();
  return new Map(rows.map((row) => [row.buildingId, row]));
}
