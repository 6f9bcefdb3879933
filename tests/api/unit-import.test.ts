import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEvent } from '#server/repositories/outbox.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import type { UnitImportPreview } from '#shared/payloads/unit-import.ts';
import { snapshot, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument } from '../fixtures/files.ts';
import { importCalls, saveBuilding } from '../fixtures/unit-import-calls.ts';
import { albanianCsv, apartmentsSheet, xlsxOf } from '../fixtures/unit-sheets.ts';

describe('importing a building’s units from a spreadsheet', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const unitsOf = async (buildingId: number) =>
    (
      await sql<
        Record<string, unknown>
      >`select * from units where "buildingId" = ${buildingId} order by "unitId"`.execute(api.context.db)
    ).rows;

  it('previews a CSV saved in Albanian, decimal commas and ë and ç, writing nothing, then imports it as one write', async () => {
    const building = await saveBuilding(api, 'Kulla Çabej');
    const calls = importCalls(api, building);
    const file = albanianCsv(apartmentsSheet(12));
    const before = await snapshot(api);
    const response = await calls.preview(file, 'njësitë.csv');
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<UnitImportPreview>();
    expect(await snapshot(api)).toEqual(before);
    expect(preview).toMatchObject({ rows: 12, missing: [], unchanged: 0, refused: [], changed: [] });
    expect(preview.mapping).toEqual({
      reference: 'Referenca',
      floor: 'Kati',
      unitType: 'Lloji',
      rooms: 'Dhomat',
      netArea: 'Sipërfaqja neto (m²)',
      price: 'Çmimi (€)',
      status: 'Gjendja',
      shenimiNjesise: 'Shënimi në shqip',
    });
    expect(preview.created.slice(0, 2)).toEqual([
      { row: 2, reference: 'A-01-01' },
      { row: 3, reference: 'A-01-02' },
    ]);

    const applied = await calls.apply(file, 'njësitë.csv', preview);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ created: 12, changed: 0, unchanged: 0 });
    const units = await unitsOf(building);
    expect(units).toHaveLength(12);
    expect(units[0]).toMatchObject({
      reference: 'A-01-01',
      floor: 1,
      unitType: 'apartment',
      salesCategoryId: 1,
      netArea: 80.5,
      price: 120000,
      status: 'available',
      shenimiNjesise: 'Pamje nga liqeni, çati e gjelbër',
    });
    // One change event for the import, naming every unit's page and the category's table once.
    const event = await findEvent(api.context.db, Number(applied.headers[PUBLISH_EVENT_HEADER.toLowerCase()]));
    expect(event).toMatchObject({ kind: 'unit', entityId: building, operation: 'import' });
    expect(event?.tags).toContain(`unit:building:${building}:1`);
    expect(event?.tags.filter((tag) => /^unit:\d+$/.test(tag))).toHaveLength(12);
    // A version and an activity line for each unit.
    const versions = await sql`select count(*) as n from versions where kind = 'unit'`.execute(api.context.db);
    expect(Number((versions.rows[0] as { n: number }).n)).toBeGreaterThanOrEqual(12);
  });

  it('refuses rows by their number and why, and writes nothing while any row is refused', async () => {
    const building = await saveBuilding(api, 'Kulla B');
    const calls = importCalls(api, building);
    const sheet = apartmentsSheet(20);
    sheet[13] = ['A-02-03', 'dy', 'Apartament', '2+1', '80,5', '100000', 'Në dispozicion', ''];
    sheet[5] = ['A-01-05', '1', 'Vilë', '2-1', '-3', '2,5', 'E shitur', ''];
    sheet[8] = ['A-01-02', '1', 'Apartament', '2+1', '', '', '', ''];
    const file = albanianCsv(sheet);
    const preview = (await calls.preview(file, 'units.csv')).json<UnitImportPreview>();
    const refusals = preview.refused.map(({ row, field, value, reason }) => [row, field, value, reason]);
    expect(refusals).toEqual([
      [6, 'unitType', 'Vilë', 'unknownValue'],
      [6, 'rooms', '2-1', 'badRooms'],
      [6, 'netArea', '-3', 'tooSmall'],
      [6, 'price', '2,5', 'notWholeNumber'],
      [9, 'reference', 'A-01-02', 'duplicateReference'],
      [14, 'floor', 'dy', 'notNumber'],
    ]);
    expect(preview.refused.find((refusal) => refusal.row === 9)?.firstRow).toBe(3);
    expect(preview.created).toHaveLength(17);

    const before = await snapshot(api);
    const applied = await calls.apply(file, 'units.csv', preview);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().code).toBe('IMPORT_REFUSED');
    expect(await snapshot(api)).toEqual(before);
  });

  it('imports an Excel workbook, changing units field by field and counting those left as they were', async () => {
    const building = await saveBuilding(api, 'Kulla C');
    const calls = importCalls(api, building);
    const headings = ['Reference', 'Floor', 'Type', 'Net area', 'Price', 'Status', 'Orientation'];
    const first = await xlsxOf([
      headings,
      ['C-1', 1, 'Shop', 40.25, 90000, 'Available', 'S, E'],
      ['C-2', 2, 'Office', 55, null, 'Reserved', ''],
    ]);
    expect((await calls.previewAndApply(first, 'stock.xlsx')).json()).toEqual({ created: 2, changed: 0, unchanged: 0 });
    const [shop] = await unitsOf(building);
    expect(shop).toMatchObject({ salesCategoryId: 2, unitType: 'shop', netArea: 40.25, orientation: 'E,S' });

    const second = await xlsxOf([
      headings,
      ['C-1', 1, 'Shop', 40.25, 95000, 'Sold', 'S, E'],
      ['C-2', 2, 'Office', 55, null, 'Reserved', ''],
      ['C-3', 3, 'Office', 60, 100000, 'Available', 'VL'],
    ]);
    const preview = (await calls.preview(second, 'stock.xlsx')).json<UnitImportPreview>();
    expect(preview.created).toEqual([{ row: 4, reference: 'C-3' }]);
    expect(preview.unchanged).toBe(1);
    expect(preview.changed).toEqual([
      {
        row: 2,
        unitId: shop?.unitId,
        reference: 'C-1',
        changes: [
          { field: 'price', before: 90000, after: 95000 },
          { field: 'status', before: 'available', after: 'sold' },
        ],
      },
    ]);
    expect((await calls.apply(second, 'stock.xlsx', preview)).json()).toEqual({ created: 1, changed: 1, unchanged: 1 });
    const history = await api.asAdmin({ url: `/history/unit/${shop?.unitId}` });
    expect(history.json()).toHaveLength(2);
  });

  it('remembers the mapping of a building’s last import for its next one', async () => {
    const building = await saveBuilding(api, 'Kulla D');
    const calls = importCalls(api, building);
    const file = albanianCsv([
      ['Kodi i njësisë', 'Niv.', 'Tipi'],
      ['D-1', '0', 'Dyqan'],
    ]);
    const automatic = (await calls.preview(file, 'd.csv')).json<UnitImportPreview>();
    expect(automatic.missing).toEqual(['reference']);
    expect(automatic.columns).toEqual(['Kodi i njësisë', 'Niv.', 'Tipi']);
    const mapping = { reference: 'Kodi i njësisë', floor: 'Niv.', unitType: 'Tipi' };
    expect((await calls.previewAndApply(file, 'd.csv', mapping)).statusCode).toBe(200);
    const next = (await calls.preview(file, 'd.csv')).json<UnitImportPreview>();
    expect(next.mapping).toEqual(mapping);
    expect(next.unchanged).toBe(1);
  });

  it('refuses to apply a preview after a unit it changes was saved meanwhile, writing nothing', async () => {
    const building = await saveBuilding(api, 'Kulla E');
    const calls = importCalls(api, building);
    await calls.previewAndApply(albanianCsv(apartmentsSheet(3)), 'e.csv');
    const changed = apartmentsSheet(3);
    (changed[1] as string[])[5] = '150000';
    const file = albanianCsv(changed);
    const preview = (await calls.preview(file, 'e.csv')).json<UnitImportPreview>();
    const [unit] = await unitsOf(building);
    const status = await api.asAdmin({
      method: 'PUT',
      url: `/unit/status/${unit?.unitId}`,
      headers: { 'if-match': `"${unit?.version}"` },
      payload: { status: 'sold' },
    });
    expect(status.statusCode).toBe(200);
    const before = await snapshot(api);
    const applied = await calls.apply(file, 'e.csv', preview);
    expect(applied.statusCode).toBe(409);
    expect(applied.json().code).toBe('IMPORT_OUTDATED');
    expect(await snapshot(api)).toEqual(before);
  });

  it('lets an editor import as an admin does, and no visitor', async () => {
    const building = await saveBuilding(api, 'Kulla F');
    const file = albanianCsv(apartmentsSheet(2, 'F'));
    const applied = await importCalls(api, building, api.userToken).previewAndApply(file, 'f.csv');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ created: 2, changed: 0, unchanged: 0 });
    const anonymous = await api.app.inject({ method: 'POST', url: `/unit/import/preview/${building}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a file that is no spreadsheet, and a building that does not exist', async () => {
    const building = await saveBuilding(api, 'Kulla G');
    const calls = importCalls(api, building);
    const pdf = await calls.preview(await pdfDocument(1), 'units.pdf');
    expect(pdf.statusCode).toBe(415);
    const xls = await calls.preview(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'units.xls');
    expect(xls.statusCode).toBe(415);
    const nowhere = await importCalls(api, 999_999).preview(albanianCsv(apartmentsSheet(1)), 'units.csv');
    expect(nowhere.statusCode).toBe(404);
  });
});
