import { describe, expect, it } from 'vitest';
import { inputOfCell } from './unit-cell-words.ts';
import { matchColumns, UNIT_COLUMN_FIELDS } from './unit-columns.ts';

describe('a spreadsheet’s columns of units', () => {
  it('are the fields an admin writes of a unit, but its building, category and focal points', () => {
    expect(UNIT_COLUMN_FIELDS).toEqual([
      'reference',
      'entrance',
      'floor',
      'unitType',
      'rooms',
      'bathrooms',
      'netArea',
      'grossArea',
      'outdoorArea',
      'orientation',
      'unitNote',
      'shenimiNjesise',
      'price',
      'status',
    ]);
  });

  it('are matched by their headings in either language, without accents, case or units, each column once', () => {
    expect(
      matchColumns(['REFERENCA', 'kati', 'Siperfaqja neto', 'Net area (m2)', 'Cmimi (EUR)', 'Shënim', 'Notes?']),
    ).toEqual({
      reference: 'REFERENCA',
      floor: 'kati',
      netArea: 'Siperfaqja neto',
      price: 'Cmimi (EUR)',
      shenimiNjesise: 'Shënim',
    });
  });

  it.each([
    ['unitType', 'Garsoniere', 'studio'],
    ['unitType', 'APARTAMENT', 'apartment'],
    ['unitType', 'Vilë', 'Vilë'],
    ['status', 'e shitur', 'sold'],
    ['status', 'notOnSale', 'notOnSale'],
    ['orientation', 'VL, L', 'NE,E'],
    ['orientation', 'North; south-west', 'N,SW'],
    ['price', '142.000', '142000'],
    ['price', '1,250,000', '1250000'],
    ['price', '2,5', '2,5'],
    ['netArea', '85,4', '85,4'],
  ] as const)('read %s ‘%s’ as ‘%s’', (field, cell, input) => {
    expect(inputOfCell(field, cell)).toBe(input);
  });
});
