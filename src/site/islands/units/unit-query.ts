import { ORIENTATIONS, type Orientation, UNIT_STATUSES_ON_SITE } from '#shared/domain-values.ts';

/**
 * The filters and order of an availability table, as its page's address keeps them, so that a
 * filtered list can be shared and the back button returns to the one before:
 * `?rooms=2%2B1&floorMin=6&sort=price&order=desc`. The names are the same in both languages.
 */

export type UnitStatusOnSite = (typeof UNIT_STATUSES_ON_SITE)[number];

/** The columns a table sorts by. */
export const SORT_KEYS = [
  'reference',
  'floor',
  'type',
  'rooms',
  'area',
  'outdoor',
  'orientation',
  'price',
  'status',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export interface UnitQuery {
  /** Room layouts ("2+1"), any of which a unit may have; none: any. */
  rooms: string[];
  floorMin: number | null;
  floorMax: number | null;
  /** Net area in m². */
  areaMin: number | null;
  areaMax: number | null;
  /** In euros. */
  priceMin: number | null;
  priceMax: number | null;
  /** Directions, any of which a unit may face. */
  orientations: Orientation[];
  statuses: UnitStatusOnSite[];
  /** The column the rows are sorted by; null: the page's own order. */
  sort: SortKey | null;
  order: SortOrder;
}

export const NO_FILTERS: UnitQuery = {
  rooms: [],
  floorMin: null,
  floorMax: null,
  areaMin: null,
  areaMax: null,
  priceMin: null,
  priceMax: null,
  orientations: [],
  statuses: [],
  sort: null,
  order: 'asc',
};

/** The parameters the query owns; the address's others are left as they are. */
const NUMBER_PARAMS = ['floorMin', 'floorMax', 'areaMin', 'areaMax', 'priceMin', 'priceMax'] as const;
const OWN_PARAMS = [...NUMBER_PARAMS, 'rooms', 'orientation', 'status', 'sort', 'order'];
const ROOMS_PATTERN = /^\d\+\d$/;

const listOf = (value: string | null) => (value ?? '').split(',').filter((part) => part !== '');
const numberOf = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
const among = <T extends string>(values: readonly T[], wanted: string[]) =>
  values.filter((value) => wanted.includes(value));

/** The query an address's search part holds; what it cannot read is left out. */
export function queryFromSearch(search: string): UnitQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const numbers = Object.fromEntries(NUMBER_PARAMS.map((name) => [name, numberOf(params.get(name))]));
  return {
    ...NO_FILTERS,
    ...numbers,
    rooms: listOf(params.get('rooms')).filter((rooms) => ROOMS_PATTERN.test(rooms)),
    orientations: among(ORIENTATIONS, listOf(params.get('orientation'))),
    statuses: among(UNIT_STATUSES_ON_SITE, listOf(params.get('status'))),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : null,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** `search` with the query in place of the one it held, its other parameters kept: "?targetId=x&rooms=2%2B1". */
export function searchWithQuery(search: string, query: UnitQuery): string {
  const params = new URLSearchParams(search);
  for (const name of OWN_PARAMS) params.delete(name);
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  set('rooms', query.rooms.join(','));
  for (const name of NUMBER_PARAMS) set(name, query[name]);
  set('orientation', query.orientations.join(','));
  set('status', query.statuses.join(','));
  if (query.sort) {
    set('sort', query.sort);
    if (query.order === 'desc') set('order', 'desc');
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** How many filters a query sets (its order aside): the filters button's count. */
export const activeFilterCount = (query: UnitQuery) =>
  [query.rooms.length > 0, query.orientations.length > 0, query.statuses.length > 0].filter(Boolean).length +
  NUMBER_PARAMS.filter((name) => query[name] !== null).length;

/** The query sorted by `key`: the other way when it already is, else ascending. */
export const sortedBy = (query: UnitQuery, key: SortKey): UnitQuery => ({
  ...query,
  sort: key,
  order: query.sort === key && query.order === 'asc' ? 'desc' : 'asc',
});

/**
 * A number a visitor typed into a filter: "85,4" with a decimal comma; a price's spaces, commas and
 * points are its thousands ("150 000", "150,000"). Null when it holds none.
 */
export function typedNumber(text: string, kind: 'area' | 'price'): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const normal = kind === 'price' ? compact.replace(/[.,]/g, '') : compact.replace(',', '.');
  if (normal === '') return null;
  const number = Number(normal);
  return Number.isFinite(number) ? number : null;
}
