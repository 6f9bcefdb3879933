import { ORIENTATIONS, type Orientation, UNIT_STATUSES_ON_SITE, UNIT_TYPES } from '#shared/domain-values.ts';
import type { SortKey, UnitQuery, UnitStatusOnSite } from './unit-query.ts';

/**
 * Which rows of an availability table a query shows, and in which order: pure functions over
 * what each row's data attributes say of its unit (UnitTable.astro writes them).
 */

/** A unit as its table row's data attributes describe it. */
export interface UnitRow {
  reference: string;
  floor: number;
  type: string;
  rooms: string;
  area: number | null;
  outdoor: number | null;
  orientations: Orientation[];
  price: number | null;
  status: UnitStatusOnSite;
}

const numberOr = (value: string | undefined, fallback: number | null) => {
  const number = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : fallback;
};

/** A row's unit from its `dataset` (`data-floor="7"`, `data-price=""` for a price on request…). */
export function rowFromData(data: Record<string, string | undefined>): UnitRow {
  const status = data.status as UnitStatusOnSite;
  const directions = (data.orientation ?? '').split(',');
  return {
    reference: data.reference ?? '',
    floor: numberOr(data.floor, 0) ?? 0,
    type: data.type ?? '',
    rooms: data.rooms ?? '',
    area: numberOr(data.area, null),
    outdoor: numberOr(data.outdoor, null),
    orientations: ORIENTATIONS.filter((direction) => directions.includes(direction)),
    price: numberOr(data.price, null),
    status: UNIT_STATUSES_ON_SITE.includes(status) ? status : 'available',
  };
}

/** Whether `value` is within `min` and `max`, either of which may be open; no value is within no bounds but open ones. */
const within = (value: number | null, min: number | null, max: number | null) =>
  (min === null && max === null) ||
  (value !== null && (min === null || value >= min) && (max === null || value <= max));

/** Whether a row's unit passes every filter of the query. */
export function matches(row: UnitRow, query: UnitQuery): boolean {
  return (
    (query.rooms.length === 0 || query.rooms.includes(row.rooms)) &&
    within(row.floor, query.floorMin, query.floorMax) &&
    within(row.area, query.areaMin, query.areaMax) &&
    within(row.price, query.priceMin, query.priceMax) &&
    (query.orientations.length === 0 || row.orientations.some((direction) => query.orientations.includes(direction))) &&
    (query.statuses.length === 0 || query.statuses.includes(row.status))
  );
}

const referenceOrder = new Intl.Collator('en', { numeric: true });
const roomsValue = (rooms: string) => {
  const [bedrooms = '', living = ''] = rooms.split('+');
  return rooms === '' ? null : Number(bedrooms) * 10 + Number(living);
};

/** Each column's value to sort by; null sorts last whichever the order. */
const SORT_VALUES: Record<Exclude<SortKey, 'reference'>, (row: UnitRow) => number | null> = {
  floor: (row) => row.floor,
  type: (row) => UNIT_TYPES.indexOf(row.type as (typeof UNIT_TYPES)[number]),
  rooms: (row) => roomsValue(row.rooms),
  area: (row) => row.area,
  outdoor: (row) => row.outdoor,
  orientation: (row) => (row.orientations[0] === undefined ? null : ORIENTATIONS.indexOf(row.orientations[0])),
  price: (row) => row.price,
  status: (row) => UNIT_STATUSES_ON_SITE.indexOf(row.status),
};

function compareBy(key: SortKey, a: UnitRow, b: UnitRow): number {
  if (key === 'reference') return referenceOrder.compare(a.reference, b.reference);
  const [left, right] = [SORT_VALUES[key](a), SORT_VALUES[key](b)];
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  return left - right;
}

/**
 * The indices of the rows the query shows, in the order it asks for: the rows' own order when it
 * names no column, and for equal values. Sold units stay at the end, unless sorted by status;
 * units without the column's value come last either way.
 */
export function arrange(rows: readonly UnitRow[], query: UnitQuery): number[] {
  const shown = rows.flatMap((row, index) => (matches(row, query) ? [index] : []));
  const { sort, order } = query;
  if (sort === null) return shown;
  const sign = order === 'desc' ? -1 : 1;
  const soldLast = (row: UnitRow) => (sort !== 'status' && row.status === 'sold' ? 1 : 0);
  const hasValue = (row: UnitRow) => sort === 'reference' || SORT_VALUES[sort](row) !== null;
  return shown.toSorted((i, j) => {
    const a = rows[i] as UnitRow;
    const b = rows[j] as UnitRow;
    return (
      soldLast(a) - soldLast(b) || Number(!hasValue(a)) - Number(!hasValue(b)) || sign * compareBy(sort, a, b) || i - j
    );
  });
}
