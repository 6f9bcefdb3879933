import { describe, expect, it } from 'vitest';
import type { Building } from '#shared/entities/building.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { unitOf } from '#tests/fixtures/units.ts';
import { unitFilterOptions } from './unit-filter-options.ts';
import { availabilityLine, availabilityOf, availabilityShort, unitColumns, unitTable } from './unit-table.ts';

const building = (fields: Partial<Building> = {}) =>
  ({ buildingId: 2, unitPrices: 'shown', soldUnits: 'listed', ...fields }) as Building;

const UNITS = [
  unitOf({ unitId: 1, reference: 'A-10-1', floor: 10, status: 'sold', price: 150000 }),
  unitOf({ unitId: 2, reference: 'A-2-10', floor: 2, rooms: '3+1', netArea: 120, orientation: 'S' }),
  unitOf({ unitId: 3, reference: 'A-2-9', floor: 2, status: 'reserved', price: null }),
  unitOf({ unitId: 4, reference: 'A-1-1', floor: 1, rooms: '1+1', netArea: 58.5, outdoorArea: null, price: 90000 }),
];

describe('a category’s availability table', () => {
  it('lists the units on sale by floor and reference, and the sold ones greyed at the end', () => {
    const table = unitTable(UNITS, building(), 'en');
    expect(table.rows.map((row) => row.reference)).toEqual(['A-1-1', 'A-2-9', 'A-2-10', 'A-10-1']);
    expect(table.availability).toEqual({ available: 2, total: 4 });
  });

  it('leaves the sold units out where the building hides them, from its counts too', () => {
    const table = unitTable(UNITS, building({ soldUnits: 'hidden' }), 'en');
    expect(table.rows.map((row) => row.reference)).toEqual(['A-1-1', 'A-2-9', 'A-2-10']);
    expect(table.availability).toEqual({ available: 2, total: 3 });
  });

  it('shows the price column only where the building shows prices, and the others where a row has a value', () => {
    expect(unitTable(UNITS, building(), 'en').columns).toEqual({
      rooms: true,
      outdoorArea: true,
      orientation: true,
      price: true,
    });
    const parking = UNITS.map((unit) => ({ ...unit, rooms: '', outdoorArea: null, orientation: '' }));
    expect(unitTable(parking, building({ unitPrices: 'onRequest' }), 'en').columns).toEqual({
      rooms: false,
      outdoorArea: false,
      orientation: false,
      price: false,
    });
    const parkingTable = unitTable(parking, building({ unitPrices: 'onRequest' }), 'en');
    expect(unitColumns(parkingTable, 'en')).toEqual([
      { key: 'reference', label: 'Unit', numeric: false },
      { key: 'floor', label: 'Floor', numeric: false },
      { key: 'type', label: 'Type', numeric: false },
      { key: 'area', label: 'Net area', numeric: true },
      { key: 'status', label: 'Status', numeric: false },
    ]);
  });

  it('offers the filters its rows have, their bounds worded in the page’s language', () => {
    const { words, sorts, ...options } = unitFilterOptions(unitTable(UNITS, building(), 'sq'), 'sq');
    expect(options).toEqual({
      total: 4,
      rooms: ['1+1', '2+1', '3+1'],
      floors: [
        { value: 1, label: 'Kati 1' },
        { value: 2, label: 'Kati 2' },
        { value: 10, label: 'Kati 10' },
      ],
      orientations: [
        { value: 'NE', label: 'Verilindje' },
        { value: 'E', label: 'Lindje' },
        { value: 'S', label: 'Jug' },
      ],
      statuses: [
        { value: 'available', label: 'Në dispozicion' },
        { value: 'reserved', label: 'E rezervuar' },
        { value: 'sold', label: 'E shitur' },
      ],
      areaBounds: { low: '58,5', high: '120' },
      priceBounds: { low: '90\u00a0000', high: '150\u00a0000' },
    });
    expect(words.unitsShownCount).toBe('Shfaqen {shown} nga {total}');
    expect(sorts.map((sort) => sort.value)).toEqual([
      'reference',
      'floor',
      'type',
      'rooms',
      'area',
      'outdoor',
      'orientation',
      'price',
      'status',
    ]);
    expect(sorts[1]).toEqual({ value: 'floor', label: 'Kati' });
    expect(
      unitFilterOptions(unitTable(UNITS, building({ unitPrices: 'onRequest' }), 'en'), 'en').priceBounds,
    ).toBeNull();
  });
});

describe('how many units are available', () => {
  const counts = { salesCategoryId: 1, available: 14, reserved: 6, sold: 28 };

  it('counts the sold units only where the building lists them', () => {
    expect(availabilityOf(counts, building())).toEqual({ available: 14, total: 48 });
    expect(availabilityOf(counts, building({ soldUnits: 'hidden' }))).toEqual({ available: 14, total: 20 });
    expect(availabilityOf(undefined, building())).toEqual({ available: 0, total: 0 });
  });

  it('says it in each language, in the plural the total takes', () => {
    const sq = stringsFor('sq');
    const en = stringsFor('en');
    const apartments = (strings: typeof sq) => ({
      one: strings.unitsAvailableApartmentsOne,
      other: strings.unitsAvailableApartmentsOther,
    });
    expect(availabilityLine({ available: 14, total: 48 }, apartments(en), 'en')).toBe('14 of 48 apartments available');
    expect(availabilityLine({ available: 1, total: 1 }, apartments(en), 'en')).toBe('1 of 1 apartment available');
    expect(availabilityLine({ available: 14, total: 48 }, apartments(sq), 'sq')).toBe(
      '14 nga 48 apartamente në dispozicion',
    );
    expect(availabilityLine({ available: 0, total: 1 }, apartments(sq), 'sq')).toBe(
      '0 nga 1 apartament në dispozicion',
    );
    expect(availabilityShort({ available: 14, total: 48 }, en)).toBe('14 of 48 available');
  });
});
