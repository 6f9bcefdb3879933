import { UNIT_STATUSES } from '#shared/domain-values.ts';
import { UNIT, type UnitCounts, type UnitTally } from '#shared/entities/unit.ts';
import { RESERVATION_LAPSE } from '#shared/payloads/schedules.ts';
import type { EndingReservation } from '#shared/payloads/unit-sales.ts';
import type { Db } from '../db/database.ts';
import { isShownRow } from './shown-rows.ts';
import { tableOf } from './table-shape.ts';

/** How many units of each sales category of a building the public site shows, by status. */
export async function countUnitsOf(db: Db, buildingId: number): Promise<UnitCounts[]> {
  const rows = await db
    .selectFrom('units')
    .select(['salesCategoryId', 'status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('buildingId', '=', buildingId)
    .where(isShownRow(tableOf(UNIT)))
    .groupBy(['salesCategoryId', 'status'])
    .orderBy('salesCategoryId')
    .execute();
  const counts = new Map<number, UnitCounts>();
  for (const { salesCategoryId, status, count } of rows) {
    const category = counts.get(salesCategoryId) ?? { salesCategoryId, available: 0, reserved: 0, sold: 0 };
    if (status === 'available' || status === 'reserved' || status === 'sold') category[status] = Number(count);
    counts.set(salesCategoryId, category);
  }
  return [...counts.values()];
}

/** The id of the unit of a building with a reference, if there is one. */
export async function findUnitByReference(db: Db, buildingId: number, reference: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('units')
    .select('unitId')
    .where('buildingId', '=', buildingId)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row?.unitId;
}

/** The buildings among `buildingIds` that show their units' prices. */
export async function buildingsShowingPrices(db: Db, buildingIds: readonly number[]): Promise<Set<number>> {
  if (buildingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('buildings')
    .select('buildingId')
    .where('buildingId', 'in', [...new Set(buildingIds)])
    .where('unitPrices', '=', 'shown')
    .execute();
  return new Set(rows.map((row) => row.buildingId));
}

/** How many units there are in each status, of one building or of all. */
export async function tallyUnitStatuses(db: Db, buildingId: number | undefined): Promise<UnitTally> {
  const rows = await db
    .selectFrom('units')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .$if(buildingId !== undefined, (select) => select.where('buildingId', '=', buildingId as number))
    .groupBy('status')
    .execute();
  const tally = Object.fromEntries(UNIT_STATUSES.map((status) => [status, 0])) as UnitTally;
  for (const { status, count } of rows) if (status in tally) tally[status as keyof UnitTally] = Number(count);
  return tally;
}

/**
 * The reserved units whose reservation ends before `before` (ISO 8601), soonest first, the first
 * `limit`: with their building's titles, who set the end (in whose name the unit returns to
 * available), and why that was refused when due, if it was.
 */
export async function reservationsEndingBefore(db: Db, before: string, limit: number): Promise<EndingReservation[]> {
  const rows = await db
    .selectFrom('units')
    .innerJoin('buildings', 'buildings.buildingId', 'units.buildingId')
    .leftJoin('schedules', (join) =>
      join
        .on('schedules.kind', '=', UNIT.kind)
        .onRef('schedules.entityId', '=', 'units.unitId')
        .on('schedules.action', '=', RESERVATION_LAPSE),
    )
    .select([
      'units.unitId',
      'units.reference',
      'units.buildingId',
      'buildings.buildingTitle',
      'buildings.titulliNderteses',
      'units.reservedUntil',
      'units.reservationNote',
      'units.updatedBy',
      'schedules.scheduledBy',
      'schedules.failure',
    ])
    .where('units.status', '=', 'reserved')
    .where('units.reservedUntil', '<', before)
    .orderBy('units.reservedUntil')
    .orderBy('units.unitId')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    unitId: row.unitId,
    reference: row.reference,
    buildingId: row.buildingId,
    building: { en: row.buildingTitle, sq: row.titulliNderteses },
    reservedUntil: String(row.reservedUntil),
    reservationNote: row.reservationNote,
    reservedBy: row.scheduledBy ?? row.updatedBy ?? '',
    failure: row.failure ?? null,
  }));
}

/** The floor of every unit of a building, by unit id, those not on sale included. */
export async function unitFloorsOf(db: Db, buildingId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('units').select(['unitId', 'floor']).where('buildingId', '=', buildingId).execute();
  return new Map(rows.map((row) => [row.unitId, row.floor]));
}
