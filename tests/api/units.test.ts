import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEvent } from '#server/repositories/outbox.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument, pngImage } from '../fixtures/files.ts';

const APARTMENTS = 1;
const SERVICE_UNITS = 2;

describe('units for sale', () => {
  let api: TestApi;
  let shown: number;
  let onRequest: number;
  let draft: number;

  const saveBuilding = async (fields: Record<string, string>) => {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/building/save',
      payload: { buildingAdress: 'Rruga e Kavajës 10', adresaNderteses: 'Rruga e Kavajës 10', ...fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().buildingId as number;
  };

  const unit = (fields: Record<string, unknown> = {}) => ({
    buildingId: shown,
    salesCategoryId: APARTMENTS,
    reference: 'B2-07-04',
    floor: 7,
    unitType: 'apartment',
    rooms: '2+1',
    netArea: 85.4,
    price: 142000,
    status: 'available',
    ...fields,
  });

  const saveUnit = async (fields: Record<string, unknown> = {}) => {
    const response = await api.asAdmin({ method: 'POST', url: '/unit/save', payload: unit(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  const read = async (url: string) => {
    const response = await api.app.inject({ url });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
  };

  beforeAll(async () => {
    api = await startTestApi();
    shown = await saveBuilding({ buildingTitle: 'Tower A', titulliNderteses: 'Kulla A', unitPrices: 'shown' });
    onRequest = await saveBuilding({ buildingTitle: 'Tower B', titulliNderteses: 'Kulla B' });
    draft = await saveBuilding({ buildingTitle: 'Tower C', titulliNderteses: 'Kulla C', published: 'false' });
  });
  afterAll(() => api.close());

  it('keeps what the sales team writes of a unit, from form data as from JSON', async () => {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/unit/save',
      payload: form({
        buildingId: shown,
        salesCategoryId: APARTMENTS,
        reference: ' A-01-01 ',
        entrance: 'A',
        floor: '1',
        unitType: 'duplex',
        rooms: '3+1',
        bathrooms: '2',
        netArea: '85,4',
        grossArea: '101.25',
        outdoorArea: '',
        orientation: 's, NE,e',
        unitNote: 'Corner unit',
        shenimiNjesise: 'Njësi në kënd',
        price: '142 000',
        floorPlanUrl: await pngImage(300, 200),
        planPdfUrl: [await pdfDocument(1), 'plan.pdf'],
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      reference: 'A-01-01',
      entrance: 'A',
      floor: 1,
      rooms: '3+1',
      bathrooms: 2,
      netArea: 85.4,
      grossArea: 101.25,
      outdoorArea: null,
      orientation: 'NE,E,S',
      price: 142000,
      status: 'available',
    });
    expect(response.json().floorPlanUrl).toMatch(/^\/uploads\/images\//);
    expect(response.json().planPdfUrl).toMatch(/^\/uploads\/pdfs\/.+\.pdf$/);
    expect(response.json().imageSets.floorPlanUrl).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses a unit without its reference or floor, or of a type or orientation it cannot have, naming each field', async () => {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/unit/save',
      payload: unit({ reference: ' ', floor: 'dy', unitType: 'castle', orientation: 'N,UP', price: -5 }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'floor',
      'orientation',
      'price',
      'reference',
      'unitType',
    ]);
    expect(response.json().fields.floor).toBe('Give the floor as a whole number.');
    const blank = await api.asAdmin({ method: 'POST', url: '/unit/save', payload: form({ ...unit(), floor: ' ' }) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.floor).toBe('Give the floor as a whole number.');
  });

  it('refuses a type of another category, and a category units are not sold in', async () => {
    const shop = await api.asAdmin({ method: 'POST', url: '/unit/save', payload: unit({ unitType: 'shop' }) });
    expect(shop.statusCode).toBe(400);
    expect(shop.json().fields.unitType).toBe(
      'A unit of this category is one of: apartment, duplex, penthouse, studio.',
    );
    const category = await api.asAdmin({
      method: 'POST',
      url: '/salescategory/save',
      payload: { categoryName: 'Warehouse', emriKategorise: 'Magazinë' },
    });
    const other = await api.asAdmin({
      method: 'POST',
      url: '/unit/save',
      payload: unit({ salesCategoryId: category.json().categoryId, reference: 'W-1' }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toHaveProperty('salesCategoryId');
  });

  it('keeps a reference unique within its building, not across buildings', async () => {
    await saveUnit({ reference: 'R-1' });
    const again = await api.asAdmin({ method: 'POST', url: '/unit/save', payload: unit({ reference: 'R-1' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE_REFERENCE', fields: { reference: expect.any(String) } });
    await saveUnit({ reference: 'R-1', buildingId: onRequest });
  });

  it('answers prices to the public only where the building shows them, and always to editors', async () => {
    const priced = await saveUnit({ reference: 'P-1', price: 99000 });
    const hidden = await saveUnit({ reference: 'P-1', buildingId: onRequest, price: 88000 });
    expect((await read(`/unit/get/single/unit/${priced.unitId}`)).body.price).toBe(99000);
    expect((await read(`/unit/get/single/unit/${hidden.unitId}`)).body.price).toBeNull();
    const { body: list } = await read(`/unit/get/units/${onRequest}/${APARTMENTS}`);
    expect(list.find((item: { unitId: number }) => item.unitId === hidden.unitId).price).toBeNull();
    const editor = await api.asAdmin({ url: `/unit/get/single/unit/${hidden.unitId}` });
    expect(editor.json().price).toBe(88000);
    const bulk = await read(`/bulk/unit?idFrom=1&idTo=500`);
    expect(bulk.body[hidden.unitId].price).toBeNull();
    expect(bulk.body[priced.unitId].price).toBe(99000);
  });

  it('shows no unit that is not on sale, nor any unit of a building the site does not show', async () => {
    const held = await saveUnit({ reference: 'H-1', status: 'notOnSale' });
    const ofDraft = await saveUnit({ reference: 'D-1', buildingId: draft });
    for (const id of [held.unitId, ofDraft.unitId]) {
      expect((await read(`/unit/get/single/unit/${id}`)).status).toBe(404);
      expect((await api.asAdmin({ url: `/unit/get/single/unit/${id}` })).statusCode).toBe(200);
    }
    const { body: ids } = await read('/unit/get/ids?shown=true');
    expect(ids).not.toContain(held.unitId);
    expect(ids).not.toContain(ofDraft.unitId);
    const { body: all } = await read('/unit/get/ids');
    expect(all).toEqual(expect.arrayContaining([held.unitId, ofDraft.unitId]));
    const { body: tableOfDraft } = await read(`/unit/get/units/${draft}/${APARTMENTS}`);
    expect(tableOfDraft).toEqual([]);
  });

  it('counts the units of each category the site shows, by status', async () => {
    const building = await saveBuilding({ buildingTitle: 'Tower D', titulliNderteses: 'Kulla D' });
    const at = (reference: string, status: string, salesCategoryId = APARTMENTS, unitType = 'apartment') =>
      saveUnit({ buildingId: building, reference, status, salesCategoryId, unitType });
    await at('1', 'available');
    await at('2', 'available');
    await at('3', 'reserved');
    await at('4', 'sold');
    await at('5', 'notOnSale');
    await at('S1', 'sold', SERVICE_UNITS, 'shop');
    expect((await read(`/unit/get/counts/${building}`)).body).toEqual([
      { salesCategoryId: APARTMENTS, available: 2, reserved: 1, sold: 1 },
      { salesCategoryId: SERVICE_UNITS, available: 0, reserved: 0, sold: 1 },
    ]);
  });

  it('tallies every unit by status for editors, those not on sale included', async () => {
    const building = await saveBuilding({ buildingTitle: 'Tower T', titulliNderteses: 'Kulla T' });
    await saveUnit({ buildingId: building, reference: 'T1', status: 'notOnSale' });
    await saveUnit({ buildingId: building, reference: 'T2', status: 'reserved' });
    await saveUnit({ buildingId: building, reference: 'T3', status: 'reserved' });
    const tally = await api.asAdmin({ url: `/unit/get/tally?buildingId=${building}` });
    expect(tally.json()).toEqual({ available: 0, reserved: 2, sold: 0, notOnSale: 1 });
    expect((await api.app.inject({ url: '/unit/get/tally' })).statusCode).toBe(401);
  });

  it('lists a floor’s units for their neighbours without status or price', async () => {
    const building = await saveBuilding({ buildingTitle: 'Tower E', titulliNderteses: 'Kulla E', unitPrices: 'shown' });
    await saveUnit({ buildingId: building, reference: 'E-3-1', floor: 3 });
    await saveUnit({ buildingId: building, reference: 'E-3-2', floor: 3, status: 'sold' });
    await saveUnit({ buildingId: building, reference: 'E-4-1', floor: 4 });
    const { body } = await read(`/unit/get/floor/${building}/3`);
    expect(body.map((item: { reference: string }) => item.reference)).toEqual(['E-3-1', 'E-3-2']);
    expect(Object.keys(body[0]).sort()).toEqual(
      ['entrance', 'floor', 'netArea', 'reference', 'rooms', 'salesCategoryId', 'unitId', 'unitType'].sort(),
    );
  });

  it('changes a status alone, from the version the list showed, and says which event publishes it', async () => {
    const created = await saveUnit({ reference: 'S-1' });
    const response = await api.app.inject({
      method: 'PUT',
      url: `/unit/status/${created.unitId}`,
      headers: { authorization: `Bearer ${api.userToken}`, 'if-match': '"1"' },
      payload: { status: 'sold' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'sold', price: 142000, reference: 'S-1' });
    expect(response.headers.etag).toBe('"2"');
    const event = await findEvent(api.context.db, Number(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]));
    expect(event?.tags.toSorted()).toEqual([`unit:${created.unitId}`, `unit:building:${shown}:1`]);

    const stale = await api.asAdmin({
      method: 'PUT',
      url: `/unit/status/${created.unitId}`,
      headers: { 'if-match': '"1"' },
      payload: { status: 'available' },
    });
    expect(stale.statusCode).toBe(412);
    const history = (await api.asAdmin({ url: `/history/unit/${created.unitId}` })).json();
    expect(history[0]).toMatchObject({ actor: 'visitor', changed: ['status'] });
  });
});
