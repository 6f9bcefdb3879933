import { describe, expect, it } from 'vitest';
import type { UnitImportRefusal } from '#shared/payloads/unit-import.ts';
import { refusedRows, valueText } from './import-text.ts';

const refusal = (fields: Partial<UnitImportRefusal>): UnitImportRefusal => ({
  row: 14,
  field: 'floor',
  value: 'dy',
  reason: 'notNumber',
  limit: null,
  inclusive: true,
  firstRow: null,
  ...fields,
});

describe('the import preview’s words', () => {
  it('says each refused row once, with each refused cell, in the admin’s language', () => {
    const refused = [
      refusal({ row: 6, field: 'netArea', value: '-3', reason: 'tooSmall', limit: 0, inclusive: false }),
      refusal({ row: 6, field: 'price', value: '2,5', reason: 'notWholeNumber' }),
      refusal({}),
      refusal({ row: 120, field: 'reference', value: 'A-01-04', reason: 'duplicateReference', firstRow: 4 }),
    ];
    expect(refusedRows(refused, 'en')).toEqual([
      { row: 6, text: 'Row 6: net area ‘-3’ is not more than 0; price ‘2,5’ is not a whole number.' },
      { row: 14, text: 'Row 14: floor ‘dy’ is not a number.' },
      { row: 120, text: 'Row 120: the reference ‘A-01-04’ is also on row 4.' },
    ]);
    expect(refusedRows(refused, 'sq').map(({ text }) => text)).toEqual([
      'Rreshti 6: sipërfaqja neto ‘-3’ nuk është më shumë se 0; çmimi ‘2,5’ nuk është numër i plotë.',
      'Rreshti 14: kati ‘dy’ nuk është numër.',
      'Rreshti 120: referenca ‘A-01-04’ është edhe në rreshtin 4.',
    ]);
  });

  it('names the words a worded field takes, and the limits as the admin writes numbers', () => {
    const [type] = refusedRows([refusal({ field: 'unitType', value: 'Vilë', reason: 'unknownValue' })], 'sq');
    expect(type?.text).toBe(
      'Rreshti 14: lloji ‘Vilë’ nuk është një nga: Apartament, Dupleks, Penthouse, Garsonierë, Dyqan, Zyrë, Vend parkimi, Garazh, Depo.',
    );
    const [price] = refusedRows(
      [refusal({ field: 'price', value: '2000000000', reason: 'tooLarge', limit: 1e9 })],
      'sq',
    );
    expect(price?.text).toBe('Rreshti 14: çmimi ‘2000000000’ është më shumë se 1\u00a0000\u00a0000\u00a0000.');
  });

  it('shows a value as the units’ table does: numbers in the language’s way, words in its words, none as empty', () => {
    expect(valueText('price', 142000, 'sq')).toBe('€ 142\u00a0000');
    expect(valueText('netArea', 85.4, 'en')).toBe('85.4 m²');
    expect(valueText('status', 'notOnSale', 'sq')).toBe('Jo në shitje');
    expect(valueText('orientation', 'NE,E', 'sq')).toBe('VL, L');
    expect(valueText('price', null, 'en')).toBe('empty');
  });
});
