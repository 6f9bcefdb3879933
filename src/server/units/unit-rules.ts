import { UNIT_TYPES_BY_CATEGORY } from '#shared/domain-values.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import { isShown } from '#shared/entities/entity-texts.ts';
import { UNIT, UnitNeighbourSchema } from '#shared/entities/unit.ts';
import { TAGS } from '#shared/publish-tags.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { PublishRules } from '../outbox/change-tags.ts';
import type { Row } from '../repositories/table-shape.ts';
import { buildingsShowingPrices, findUnitByReference } from '../repositories/units.ts';
import { lapseOf, NO_RESERVATION } from './reservation-lapse.ts';

/** The types of unit of each sales category units are sold in: the fixed three, whose pages show them. */
const TYPES_BY_CATEGORY = new Map<number, readonly string[]>([
  [CATEGORY_APARTMENT_ID, UNIT_TYPES_BY_CATEGORY.apartments],
  [CATEGORY_SERVICE_UNIT_ID, UNIT_TYPES_BY_CATEGORY.serviceUnits],
  [CATEGORY_CAR_POST_ID, UNIT_TYPES_BY_CATEGORY.carPosts],
]);

/**
 * Refuses a unit whose type is not of its sales category, in a category units are not sold in,
 * reserved until a moment past (one set by this write: a reservation that ended meanwhile may
 * still be saved, and ends at the scheduler's next look), or with a reference another unit of its
 * building has (409, naming the field).
 */
export async function checkUnit(db: Db, row: Row, id: number | undefined, before: Row | undefined): Promise<void> {
  const types = TYPES_BY_CATEGORY.get(Number(row.salesCategoryId));
  if (!types) {
    throw badRequest({
      salesCategoryId: 'Units are sold as apartments, service units or car posts: choose one of these categories.',
    });
  }
  if (!types.includes(String(row.unitType))) {
    throw badRequest({ unitType: `A unit of this category is one of: ${types.join(', ')}.` });
  }
  const until = lapseOf(row);
  if (until !== null && until !== lapseOf(before) && Date.parse(until) <= Date.now()) {
    const message = 'Choose a moment in the future for the reservation to end.';
    throw new HttpError(400, 'RESERVATION_IN_PAST', message, { reservedUntil: message });
  }
  const holder = await findUnitByReference(db, Number(row.buildingId), String(row.reference));
  if (holder !== undefined && holder !== id) {
    const message = `Another unit of this building has the reference ${String(row.reference)}.`;
    throw new HttpError(409, 'DUPLICATE_REFERENCE', message, { reference: message });
  }
}

/** What the pages of a unit's floor show of it: UnitNeighbourSchema's fields. */
const NEIGHBOUR_FIELDS = Object.keys(UnitNeighbourSchema.shape).filter((field) => field !== UNIT.idField);

/**
 * The floors whose pages a write changes (TAGS.unitFloor): where the unit was and is, when it came,
 * went, came onto the site or left it, or changed what its neighbours' pages show of it.
 */
export function floorTagsOf(before: Row | undefined, after: Row | undefined): string[] {
  const shown = (row: Row | undefined): row is Row => row !== undefined && isShown(UNIT, row);
  const listedAlike =
    before !== undefined &&
    after !== undefined &&
    shown(before) === shown(after) &&
    ['buildingId', ...NEIGHBOUR_FIELDS].every((field) => before[field] === after[field]);
  if (listedAlike) return [];
  const floors = [before, after].filter(shown).map((row) => TAGS.unitFloor(Number(row.buildingId), Number(row.floor)));
  return [...new Set(floors)];
}

/**
 * Units as anyone but an editor reads them: their price only where their building shows prices,
 * and never a reservation's end or note, which are the sales team's.
 */
export async function unitsForPublic(db: Db, rows: Row[]): Promise<Row[]> {
  const showing = await buildingsShowingPrices(
    db,
    rows.map((row) => Number(row.buildingId)),
  );
  return rows.map((row) => ({
    ...row,
    ...NO_RESERVATION,
    ...((!showing.has(Number(row.buildingId)) || row.priceDisplay === 'onRequest') && { price: null }),
  }));
}

/** What a unit's writes change on the site (outbox/change-tags.ts), for its routes and its building's imports. */
export const UNIT_PUBLISH: PublishRules = {
  // Its own page, and its category's table with the building page's counts.
  tags: (id, row) => [TAGS.unit(id), TAGS.unitsOf(Number(row.buildingId), Number(row.salesCategoryId))],
  // Its floor's pages list it without status or price: a sale leaves them be.
  changed: (_id, before, after) => floorTagsOf(before, after),
};
