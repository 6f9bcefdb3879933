import { databaseIn, openDatabase } from '#server/db/database.ts';
import { insertRow } from '#server/repositories/resource-table.ts';
import { tableOf } from '#server/repositories/table-shape.ts';
import { CATEGORY_APARTMENT_ID } from '#shared/entities/category.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { UNIT, type UnitCounts } from '#shared/entities/unit.ts';
import { DEMO_BUILDINGS } from '../demo/content/buildings.ts';
import { DEMO_UNITS } from '../demo/content/units.ts';
import { scaleApartmentsOf } from '../demo/scale-units.ts';
import { seed } from '../seed.ts';

/** The units of the catalogue page bench:site weighs, filters and sorts. */
export const LARGE_CATALOGUE_UNITS = 500;
/** Five staircases of twenty-five floors, four apartments to a floor: a large Tirana complex. */
const ENTRANCES = ['A', 'B', 'C', 'D', 'E'];

/** A demo building the demo gives no units, showing its prices: its apartments' page gets the large table. */
const BUILDING = DEMO_BUILDINGS.find(
  (building, index) =>
    building.input.unitPrices === 'shown' && !DEMO_UNITS.some((unit) => unit.buildingIndex === index),
);

/**
 * Seeds the demo content into `dataDir`, as `npm start` would, and gives one of its buildings
 * LARGE_CATALOGUE_UNITS apartments (no floor plans: the catalogue page shows none); a building
 * that has its units already is left as it is.
 */
export async function seedLargeCatalogue(dataDir: string): Promise<void> {
  if (!BUILDING) throw new Error('no demo building without units that shows its prices');
  await seed(dataDir);
  const db = await openDatabase(databaseIn(dataDir));
  try {
    const { buildingId } = await db
      .selectFrom('buildings')
      .select('buildingId')
      .where('buildingTitle', '=', BUILDING.input.buildingTitle)
      .executeTakeFirstOrThrow();
    const has = await db.selectFrom('units').select('unitId').where('buildingId', '=', buildingId).executeTakeFirst();
    if (has) return;
    await db.transaction().execute(async (trx) => {
      for (const unit of scaleApartmentsOf(buildingId, LARGE_CATALOGUE_UNITS, ENTRANCES)) {
        await insertRow(trx, tableOf(UNIT), { ...unit, buildingId, planPdfUrl: null });
      }
    });
  } finally {
    await db.destroy();
  }
}

/**
 * The building of `buildingIds` whose apartments' catalogue page lists the most units, by the
 * API's counts, with how many: the page a site measured by bench:site has at its largest.
 */
export async function largestCatalogue(apiUrl: string, buildingIds: readonly number[]) {
  let largest = { buildingId: 0, units: 0 };
  for (const buildingId of buildingIds) {
    const counts = (await (await fetch(`${apiUrl}${fillPath(UNIT.api.more.counts, { buildingId })}`)).json()) as
      | UnitCounts[]
      | undefined;
    const apartments = counts?.find((count) => count.salesCategoryId === CATEGORY_APARTMENT_ID);
    const units = apartments ? apartments.available + apartments.reserved + apartments.sold : 0;
    if (units > largest.units) largest = { buildingId, units };
  }
  return largest;
}
