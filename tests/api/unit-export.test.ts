import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitImportPreview } from '#shared/payloads/unit-import.ts';
import { snapshot, startTestApi, type TestApi } from '../fixtures/api.ts';
import { importCalls, saveBuilding } from '../fixtures/unit-import-calls.ts';
import { xlsxOf } from '../fixtures/unit-sheets.ts';

/** Units whose every column holds something an export could spoil: words, decimals, signs, quotes, lines, formulas. */
const STOCK = [
  [
    'Reference',
    'Entrance',
    'Floor',
    'Type',
    'Rooms',
    'Bathrooms',
    'Net area',
    'Gross area',
    'Balcony',
    'Orientation',
    'Note',
    'Shënim',
    'Price',
    'Status',
  ],
  [
    'B-01',
    'A',
    1,
    'Apartment',
    '2+1',
    2,
    85.4,
    101.25,
    12.5,
    'NE, E',
    'Corner unit, "lake view"',
    'Njësi në kënd;\nçati',
    142000,
    'Available',
  ],
  ['B-02', '', -1, 'Garage', '', null, 18, null, null, '', '=HYPERLINK("x")', '-për makinën', null, 'Not on sale'],
  ['B-03', 'B', 0, 'Shop', '', 1, 40.05, 45, null, 'S', '+355 69 000', '@dyqan', 95000, 'Sold'],
  ['101', 'B', 12, 'Penthouse', '4+1', 3, 210, 250.75, 60, 'V, J, P', '', '', 640000, 'Reserved'],
];

describe('exporting a building’s units', () => {
  let api: TestApi;
  let calls: ReturnType<typeof importCalls>;

  beforeAll(async () => {
    api = await startTestApi();
    const building = await saveBuilding(api, 'Rezidenca Ëmbla');
    calls = importCalls(api, building, api.userToken);
    const applied = await calls.previewAndApply(await xlsxOf(STOCK), 'stock.xlsx');
    expect(applied.json()).toEqual({ created: 4, changed: 0, unchanged: 0 });
  });
  afterAll(() => api.close());

  it.each([
    ['csv', 'sq'],
    ['csv', 'en'],
    ['xlsx', 'sq'],
    ['xlsx', 'en'],
  ] as const)('gives back in %s (%s) what an import reads as unchanged', async (format, language) => {
    const exported = await calls.exported(format, language);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="units-building-\\d+-[\\d-]+\\.${format}"`),
    );
    const before = await snapshot(api);
    const preview = (await calls.preview(exported.rawPayload, `export.${format}`)).json<UnitImportPreview>();
    expect(preview).toMatchObject({ rows: 4, missing: [], created: [], changed: [], unchanged: 4, refused: [] });
    expect(Object.keys(preview.mapping)).toHaveLength(14);
    const applied = await calls.apply(exported.rawPayload, `export.${format}`, preview);
    expect(applied.json()).toEqual({ created: 0, changed: 0, unchanged: 4 });
    expect(applied.headers['x-publish-event']).toBeUndefined();
    expect(await snapshot(api)).toEqual(before);
  });

  it('writes the Albanian CSV as Excel saves it there, and no cell a spreadsheet would take for a formula', async () => {
    const text = (await calls.exported('csv', 'sq')).rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFReferenca;Hyrja;Kati;Lloji;Dhomat;Banjat;Sipërfaqja neto (m²);')).toBe(true);
    expect(text).toContain('B-01;A;1;Apartament;2+1;2;85,4;101,25;12,5;VL, L;');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain('B-02;;-1;Garazh;');
  });

  it('writes an .xlsx whose numbers are numbers and whose text stays text', async () => {
    const rows = await readSheet((await calls.exported('xlsx', 'en')).rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['Reference', 'Entrance', 'Floor']);
    expect(rows[4]).toEqual([
      '101',
      'B',
      12,
      'Penthouse',
      '4+1',
      3,
      210,
      250.75,
      60,
      'N, S, W',
      null,
      null,
      640000,
      'Reserved',
    ]);
  });
});
