import { describe, expect, it } from 'vitest';
import { arrange, matches, rowFromData, type UnitRow } from './unit-arrange.ts';
import { NO_FILTERS, type UnitQuery } from './unit-query.ts';

const row = (fields: Partial<UnitRow> & { reference: string }): UnitRow => ({
  floor: 1,
  type: 'apartment',
  rooms: '2+1',
  area: 80,
  outdoor: null,
  orientations: [],
  price: 100000,
  status: 'available',
  ...fields,
});

const ROWS: UnitRow[] = [
  row({ reference: 'A-2', floor: 2, rooms: '1+1', area: 58, price: 80000, orientations: ['N'] }),
  row({ reference: 'A-10', floor: 10, rooms: '2+1', area: 90.5, price: 150000, orientations: ['E', 'S'], outdoor: 12 }),
  row({ reference: 'A-6', floor: 6, rooms: '2+1', area: 86, price: null, orientations: ['S'], status: 'reserved' }),
  row({ reference: 'A-7', floor: 7, rooms: '3+1', area: 118, price: 190000, status: 'sold', outdoor: 20 }),
  row({ reference: 'A-5', floor: 5, rooms: '2+1', area: 84, price: 120000, orientations: ['W'], outdoor: 8 }),
  row({ reference: 'A-0', floor: 0, type: 'penthouse', rooms: '', area: null, price: 60000 }),
];
const references = (indices: number[]) => indices.map((index) => ROWS[index]?.reference);
const query = (fields: Partial<UnitQuery>): UnitQuery => ({ ...NO_FILTERS, ...fields });

describe('the rows of an availability table', () => {
  it('reads a unit from its row’s data attributes', () => {
    expect(
      rowFromData({
        reference: 'B2-07-04',
        floor: '-1',
        type: 'duplex',
        rooms: '2+1',
        area: '85.4',
        outdoor: '',
        orientation: 'NE,E',
        price: '',
        status: 'reserved',
      }),
    ).toEqual({
      reference: 'B2-07-04',
      floor: -1,
      type: 'duplex',
      rooms: '2+1',
      area: 85.4,
      outdoor: null,
      orientations: ['NE', 'E'],
      price: null,
      status: 'reserved',
    });
  });

  it('shows every row in its own order without filters', () => {
    expect(references(arrange(ROWS, NO_FILTERS))).toEqual(['A-2', 'A-10', 'A-6', 'A-7', 'A-5', 'A-0']);
  });

  it('finds a 2+1 above the fifth floor', () => {
    expect(references(arrange(ROWS, query({ rooms: ['2+1'], floorMin: 6 })))).toEqual(['A-10', 'A-6']);
  });

  it.each([
    ['any of several room layouts', { rooms: ['1+1', '3+1'] }, ['A-2', 'A-7']],
    ['a floor range, both ends included', { floorMin: 5, floorMax: 7 }, ['A-6', 'A-7', 'A-5']],
    ['an area range, leaving out units without an area', { areaMin: 84, areaMax: 90.5 }, ['A-10', 'A-6', 'A-5']],
    ['a budget, leaving out prices on request', { priceMax: 120000 }, ['A-2', 'A-5', 'A-0']],
    ['any of several directions', { orientations: ['S', 'W'] }, ['A-10', 'A-6', 'A-5']],
    ['statuses', { statuses: ['reserved', 'sold'] }, ['A-6', 'A-7']],
  ] as const)('filters by %s', (_, fields, expected) => {
    expect(references(arrange(ROWS, query(fields as Partial<UnitQuery>)))).toEqual(expected);
  });

  it('tells whether one row passes', () => {
    expect(matches(ROWS[1] as UnitRow, query({ priceMin: 150000, priceMax: 150000 }))).toBe(true);
    expect(matches(ROWS[2] as UnitRow, query({ priceMin: 0 }))).toBe(false);
  });

  it.each([
    ['reference', 'asc', ['A-0', 'A-2', 'A-5', 'A-6', 'A-10', 'A-7']],
    ['reference', 'desc', ['A-10', 'A-6', 'A-5', 'A-2', 'A-0', 'A-7']],
    ['floor', 'desc', ['A-10', 'A-6', 'A-5', 'A-2', 'A-0', 'A-7']],
    ['type', 'desc', ['A-0', 'A-2', 'A-10', 'A-6', 'A-5', 'A-7']],
    ['rooms', 'asc', ['A-2', 'A-10', 'A-6', 'A-5', 'A-0', 'A-7']],
    ['area', 'asc', ['A-2', 'A-5', 'A-6', 'A-10', 'A-0', 'A-7']],
    ['outdoor', 'desc', ['A-10', 'A-5', 'A-2', 'A-6', 'A-0', 'A-7']],
    ['orientation', 'asc', ['A-2', 'A-10', 'A-6', 'A-5', 'A-0', 'A-7']],
    ['price', 'asc', ['A-0', 'A-2', 'A-5', 'A-10', 'A-6', 'A-7']],
    ['price', 'desc', ['A-10', 'A-5', 'A-2', 'A-0', 'A-6', 'A-7']],
    ['status', 'desc', ['A-7', 'A-6', 'A-2', 'A-10', 'A-5', 'A-0']],
  ] as const)(
    'sorts by %s (%s), sold units last and units without a value after the others',
    (sort, order, expected) => {
      expect(references(arrange(ROWS, query({ sort, order })))).toEqual(expected);
    },
  );

  it('sorts only the rows the filters show', () => {
    expect(references(arrange(ROWS, query({ rooms: ['2+1'], sort: 'area', order: 'desc' })))).toEqual([
      'A-10',
      'A-6',
      'A-5',
    ]);
  });
});
