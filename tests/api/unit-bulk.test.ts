import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEvent } from '#server/repositories/outbox.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import type { UnitBulkPreview } from '#shared/payloads/unit-bulk.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

const APARTMENTS = 1;

/** Many units changed at once (issue 40, point 2): a preview that writes nothing, then one write and one publish. */
describe('bulk changes of units', () => {
  let api: TestApi;
  let buildingId: number;
  let references = 0;

  const as = (token: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });
  const asEditor = () => as(api.userToken);
  const asAdmin = () => as(api.adminToken);

  async function newUnit(fields: Record<string, unknown> = {}) {
    references += 1;
    const response = await asAdmin()('POST', '/unit/save', {
      buildingId,
      salesCategoryId: APARTMENTS,
      reference: `F7-${String(references).padStart(2, '0')}`,
      floor: 7,
      unitType: 'apartment',
      rooms: '2+1',
      price: 100_000,
      status: 'available',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { unitId: number; version: number };
  }

  const publicUnit = async (unitId: number) =>
    (await api.app.inject({ url: `/unit/get/single/unit/${unitId}` })).json();
  const editorUnit = async (unitId: number) => (await asEditor()('GET', `/unit/get/single/unit/${unitId}`)).json();

  async function preview(unitIds: number[], change: object, who = asEditor()) {
    const response = await who('POST', '/unit/bulk/preview', { unitIds, change });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as UnitBulkPreview;
  }

  beforeAll(async () => {
    api = await startTestApi();
    const building = await api.asAdmin({
      method: 'POST',
      url: '/building/save',
      payload: {
        buildingTitle: 'Tower A',
        titulliNderteses: 'Kulla A',
        buildingAdress: 'Rruga e Kavajës 10',
        unitPrices: 'shown',
      },
    });
    expect(building.statusCode, building.body).toBe(201);
    buildingId = building.json().buildingId;
  });
  afterAll(() => api.close());

  it('previews a floor’s prices raised by 3 %, rounded to whole euros, writing nothing; a unit on request keeps none', async () => {
    const units = [
      await newUnit({ price: 100_000 }),
      await newUnit({ price: 123_457 }),
      await newUnit({ price: null }),
    ];
    const ids = units.map((unit) => unit.unitId);
    const previewed = await preview(ids, { price: { by: 'percent', value: 3 } });
    expect(previewed.units.map((unit) => [unit.before.price, unit.after.price, unit.changes])).toEqual([
      [100_000, 103_000, true],
      [123_457, 127_161, true],
      [null, null, false],
    ]);
    expect(previewed).toMatchObject({ changed: 2, unchanged: 1, refused: 0 });
    for (const unit of units) expect((await editorUnit(unit.unitId)).version).toBe(unit.version);
  });

  it('applies it as one write: a history entry per unit, one change event, and the site reads the new prices', async () => {
    const units = [await newUnit({ price: 200_000 }), await newUnit({ price: 210_000, status: 'reserved' })];
    const ids = units.map((unit) => unit.unitId);
    const change = { price: { by: 'percent', value: 3 }, status: 'sold' };
    const { token } = await preview(ids, change);
    const applied = await asEditor()('POST', '/unit/bulk/apply', { unitIds: ids, change, token });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ changed: 2, unchanged: 0 });
    const event = await findEvent(api.context.db, Number(applied.headers[PUBLISH_EVENT_HEADER.toLowerCase()]));
    expect(event?.tags.toSorted()).toEqual(
      [...ids.map((id) => `unit:${id}`), `unit:building:${buildingId}:1`].toSorted(),
    );
    expect((await publicUnit(ids[0] as number)).price).toBe(206_000);
    expect(await publicUnit(ids[1] as number)).toMatchObject({ price: 216_300, status: 'sold' });
    for (const id of ids) {
      const history = (await asAdmin()('GET', `/history/unit/${id}`)).json();
      expect(history[0]).toMatchObject({ actor: 'visitor', changed: expect.arrayContaining(['price', 'status']) });
    }
  });

  it('refuses an apply after a unit changed since the preview (409), and while a unit is refused (400), writing nothing', async () => {
    const units = [await newUnit({ price: 50_000 }), await newUnit({ price: 60_000 })];
    const ids = units.map((unit) => unit.unitId);
    const lower = { price: { by: 'amount', value: -55_000 } };
    const refused = await preview(ids, lower);
    expect(refused.units.map((unit) => unit.refusalCode)).toEqual(['priceBelowZero', null]);
    expect(refused.refused).toBe(1);
    const notApplied = await asEditor()('POST', '/unit/bulk/apply', {
      unitIds: ids,
      change: lower,
      token: refused.token,
    });
    expect(notApplied.statusCode).toBe(400);
    expect((await editorUnit(ids[1] as number)).price).toBe(60_000);

    const raise = { price: { by: 'amount', value: 1_000 } };
    const { token } = await preview(ids, raise);
    const saved = await asAdmin()('PUT', `/unit/status/${ids[0]}`, { status: 'reserved' });
    expect(saved.statusCode, saved.body).toBe(200);
    const outdated = await asEditor()('POST', '/unit/bulk/apply', { unitIds: ids, change: raise, token });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().code).toBe('BULK_OUTDATED');
    expect((await editorUnit(ids[1] as number)).price).toBe(60_000);
  });

  it('keeps the prices of units “on request” to the admin, and shows them again', async () => {
    const units = [await newUnit({ price: 90_000 }), await newUnit({ price: 95_000 })];
    const ids = units.map((unit) => unit.unitId);
    for (const [priceDisplay, shown] of [
      ['onRequest', null],
      ['shown', 90_000],
    ] as const) {
      const change = { priceDisplay };
      const { token } = await preview(ids, change, asAdmin());
      const applied = await asAdmin()('POST', '/unit/bulk/apply', { unitIds: ids, change, token });
      expect(applied.statusCode, applied.body).toBe(200);
      expect((await publicUnit(ids[0] as number)).price).toBe(shown);
      expect((await editorUnit(ids[0] as number)).price).toBe(90_000);
    }
  });

  it('answers a change that changes nothing without a write, and refuses no change at all or a unit that is gone', async () => {
    const unit = await newUnit({ status: 'sold' });
    const change = { status: 'sold' };
    const { token } = await preview([unit.unitId], change);
    const applied = await asEditor()('POST', '/unit/bulk/apply', { unitIds: [unit.unitId], change, token });
    expect(applied.json()).toEqual({ changed: 0, unchanged: 1 });
    expect(applied.headers[PUBLISH_EVENT_HEADER.toLowerCase()]).toBeUndefined();
    expect((await asEditor()('POST', '/unit/bulk/preview', { unitIds: [unit.unitId], change: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await asEditor()('POST', '/unit/bulk/preview', { unitIds: [unit.unitId, 999_999], change })).statusCode,
    ).toBe(404);
    expect(
      (await api.app.inject({ method: 'POST', url: '/unit/bulk/preview', payload: { unitIds: [1], change } }))
        .statusCode,
    ).toBe(401);
  });
});
