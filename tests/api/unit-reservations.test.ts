import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { App } from '#server/context.ts';
import type { Unit } from '#shared/entities/unit.ts';
import type { ActivityEntry } from '#shared/payloads/activity.ts';
import type { ItemVersion } from '#shared/payloads/history.ts';
import type { PublishStatus } from '#shared/payloads/publish.ts';
import type { EndingReservation, UnitPrice } from '#shared/payloads/unit-sales.ts';
import { ADMIN, form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { importCalls } from '../fixtures/unit-import-calls.ts';
import { albanianCsv } from '../fixtures/unit-sheets.ts';

/** Both instances look this often, so that they race for every reservation's end. */
const CHECK_MS = 25;
/** How long a reservation's end may take to be done after its moment, here. */
const DONE_WITHIN_MS = 15_000;
const APARTMENTS = 1;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Reservations that lapse (docs/decisions/029-units-for-sale.md): a unit reserved until a moment,
 * with a note for the sales team, is available again when it passes, through the scheduler of
 * decision 026, once however many instances look; a sale or a return to available before it
 * cancels that. The end and the note are in no public read. A unit's prices, with since when, come
 * from its history.
 */
describe('reservations that lapse, and prices from the history', () => {
  let api: TestApi;
  /** A second instance on the same database, looking for what fell due as the first does. */
  let second: App;
  let buildingId: number;
  let references = 0;

  const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
  const as =
    (token: string) =>
    (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object | FormData, ifMatch?: string) =>
      api.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, ...(ifMatch && { 'if-match': ifMatch }) },
        ...(payload && { payload }),
      });
  const asEditor = () => as(api.userToken);
  const asAdmin = () => as(api.adminToken);
  const anonymous = (url: string) => api.app.inject({ method: 'GET', url });

  async function newUnit(fields: Record<string, unknown> = {}): Promise<Unit> {
    references += 1;
    const response = await asAdmin()('POST', '/unit/save', {
      buildingId,
      salesCategoryId: APARTMENTS,
      reference: `R-${String(references).padStart(2, '0')}`,
      floor: 4,
      unitType: 'apartment',
      rooms: '2+1',
      price: 120_000,
      status: 'available',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function setStatus(unitId: number, body: object, who = asEditor()) {
    const response = await who('PUT', `/unit/status/${unitId}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Unit;
  }

  const readUnit = async (unitId: number) =>
    (await asEditor()('GET', `/unit/get/single/unit/${unitId}`)).json() as Unit;

  const lapseOf = (unitId: number) =>
    api.context.db
      .selectFrom('schedules')
      .select(['at', 'scheduledBy'])
      .where('kind', '=', 'unit')
      .where('entityId', '=', unitId)
      .where('action', '=', 'reservation-lapse')
      .executeTakeFirst();

  async function activityOf(unitId: number): Promise<ActivityEntry[]> {
    const response = await asAdmin()('GET', '/activity');
    expect(response.statusCode).toBe(200);
    return (response.json() as { entries: ActivityEntry[] }).entries.filter(
      (entry) => entry.kind === 'unit' && entry.entityId === unitId,
    );
  }

  async function statusOnceDone(unitId: number, status: Unit['status']) {
    const deadline = Date.now() + DONE_WITHIN_MS;
    while ((await readUnit(unitId)).status !== status && Date.now() < deadline) await sleep(50);
    return (await readUnit(unitId)).status;
  }

  beforeAll(async () => {
    api = await startTestApi({ scheduleCheckMs: CHECK_MS });
    ({ app: second } = await buildApp({
      dataDir: api.dataDir,
      databaseUrl: api.databaseUrl,
      siteOrigins: [],
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      scheduleCheckMs: CHECK_MS,
    }));
    const building = await asAdmin()('POST', '/building/save', {
      buildingTitle: 'Parisi Towers',
      titulliNderteses: 'Kullat Parisi',
      buildingAdress: 'Rruga e Kavajës 10',
      adresaNderteses: 'Rruga e Kavajës 10',
      unitPrices: 'shown',
    });
    expect(building.statusCode, building.body).toBe(201);
    buildingId = building.json().buildingId;
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('reserves a unit until a moment with a note, from its row (an editor) and from its form (an admin)', async () => {
    const unit = await newUnit();
    const until = inMs(DAY_MS);
    const reserved = await setStatus(unit.unitId, {
      status: 'reserved',
      reservedUntil: until.replace('Z', '+00:00'),
      reservationNote: 'Arben Hoxha, deposit on Monday',
    });
    expect(reserved).toMatchObject({
      status: 'reserved',
      reservedUntil: until,
      reservationNote: 'Arben Hoxha, deposit on Monday',
    });
    expect(await lapseOf(unit.unitId), 'its end scheduled, in the editor’s name').toEqual({
      at: until,
      scheduledBy: 'visitor',
    });

    // The admin moves the end from the unit's form, in Tirana's time with its offset; the lapse follows.
    const later = new Date(Date.now() + 2 * DAY_MS);
    later.setUTCSeconds(0, 0);
    const moved = await asAdmin()(
      'PUT',
      `/unit/update/${unit.unitId}`,
      form({
        buildingId,
        salesCategoryId: APARTMENTS,
        reference: unit.reference,
        floor: '4',
        unitType: 'apartment',
        rooms: '2+1',
        price: '120 000',
        status: 'reserved',
        reservedUntil: `${new Date(later.getTime() + HOUR_MS).toISOString().slice(0, 19)}+01:00`,
        reservationNote: 'Arben Hoxha, deposit paid',
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      reservedUntil: later.toISOString(),
      reservationNote: 'Arben Hoxha, deposit paid',
    });
    expect(await lapseOf(unit.unitId)).toEqual({ at: later.toISOString(), scheduledBy: 'admin' });

    // Reserved again without an end: it lasts until someone changes it.
    await setStatus(unit.unitId, { status: 'reserved', reservationNote: 'Open-ended' });
    expect(await lapseOf(unit.unitId)).toBeUndefined();
  });

  it('keeps a reservation’s end and note out of every public read', async () => {
    const note = 'Buyer Arben Hoxha, passport AB123';
    const unit = await newUnit({ floor: 6 });
    const until = inMs(3 * DAY_MS);
    await setStatus(unit.unitId, { status: 'reserved', reservedUntil: until, reservationNote: note });
    const reads = [
      `/unit/get/single/unit/${unit.unitId}`,
      `/unit/get/units/${buildingId}/${APARTMENTS}`,
      `/unit/get/floor/${buildingId}/6`,
      `/unit/get/counts/${buildingId}`,
      `/bulk/unit?idFrom=${unit.unitId}&idTo=${unit.unitId}`,
    ];
    for (const url of reads) {
      const response = await anonymous(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body, url).not.toContain('Arben');
      expect(response.body, url).not.toContain(until);
    }
    expect((await anonymous(`/unit/get/single/unit/${unit.unitId}`)).json()).toMatchObject({
      status: 'reserved',
      reservedUntil: null,
      reservationNote: '',
    });
    // Editors read them; nobody signed out reads the week's reservations.
    expect((await readUnit(unit.unitId)).reservationNote).toBe(note);
    expect((await anonymous('/unit/get/reservations')).statusCode).toBe(401);
    expect((await anonymous(`/unit/get/prices/${unit.unitId}`)).statusCode).toBe(401);
  });

  it('returns a unit to available when its reservation ends, once, with two instances looking', async () => {
    const units = await Promise.all(Array.from({ length: 6 }, () => newUnit()));
    const until = inMs(1_500);
    for (const [n, unit] of units.entries())
      await setStatus(
        unit.unitId,
        { status: 'reserved', reservedUntil: until, reservationNote: 'Until Friday' },
        n % 2 ? asEditor() : asAdmin(),
      );

    for (const unit of units) expect(await statusOnceDone(unit.unitId, 'available')).toBe('available');
    // Give a second doer every chance to show itself.
    await sleep(20 * CHECK_MS);
    for (const [n, unit] of units.entries()) {
      const read = await readUnit(unit.unitId);
      expect(read, 'its reservation forgotten').toMatchObject({
        status: 'available',
        reservedUntil: null,
        reservationNote: '',
      });
      expect(await lapseOf(unit.unitId)).toBeUndefined();
      const entries = await activityOf(unit.unitId);
      const lapses = entries.filter((entry) => entry.action === 'reservation-lapse');
      expect(lapses, `unit ${unit.unitId} made available once`).toHaveLength(1);
      expect(lapses[0]).toMatchObject({ actor: n % 2 ? 'visitor' : 'admin', details: { scheduledFor: until } });
      expect(lapses[0]?.summary).toContain('available again, its reservation over, as scheduled for');
      const history = (await asAdmin()('GET', `/history/unit/${unit.unitId}`)).json() as ItemVersion[];
      expect(history[0]).toMatchObject({ operation: 'update', actor: n % 2 ? 'visitor' : 'admin' });
      expect(history[0]?.changed.toSorted()).toEqual(['reservationNote', 'reservedUntil', 'status']);
    }
    // Its publish says what it was, and when it was due.
    const [first] = units as [Unit];
    const event = await api.context.db
      .selectFrom('outbox')
      .select('eventId')
      .where('kind', '=', 'unit')
      .where('entityId', '=', first.unitId)
      .orderBy('eventId', 'desc')
      .executeTakeFirstOrThrow();
    const status = (await asAdmin()('GET', `/publish/events/${event.eventId}`)).json() as PublishStatus;
    expect(status).toMatchObject({ publication: 'reservation-lapse', scheduledFor: until });
  });

  it('cancels the lapse when the unit is sold or made available before the end, and keeps no reservation', async () => {
    const sold = await newUnit();
    const freed = await newUnit();
    const until = inMs(1_000);
    for (const unit of [sold, freed])
      await setStatus(unit.unitId, { status: 'reserved', reservedUntil: until, reservationNote: 'Family Leka' });
    await setStatus(sold.unitId, { status: 'sold' });
    const available = await setStatus(freed.unitId, { status: 'available' });
    expect(available).toMatchObject({ reservedUntil: null, reservationNote: '' });
    for (const unit of [sold, freed]) expect(await lapseOf(unit.unitId)).toBeUndefined();

    // Past the end: the sale stands, and neither unit was touched again.
    await sleep(Date.parse(until) - Date.now() + 20 * CHECK_MS);
    expect((await readUnit(sold.unitId)).status).toBe('sold');
    for (const unit of [sold, freed])
      expect((await activityOf(unit.unitId)).map((entry) => entry.action)).not.toContain('reservation-lapse');

    // A form that says sold, with the end it had, keeps neither.
    const reserved = await newUnit({ status: 'reserved', reservedUntil: inMs(DAY_MS), reservationNote: 'Kept?' });
    const update = await asAdmin()('PUT', `/unit/update/${reserved.unitId}`, {
      buildingId,
      salesCategoryId: APARTMENTS,
      reference: reserved.reference,
      floor: 4,
      unitType: 'apartment',
      status: 'sold',
      reservedUntil: reserved.reservedUntil,
      reservationNote: 'Kept?',
    });
    expect(update.json()).toMatchObject({ status: 'sold', reservedUntil: null, reservationNote: '' });
    expect(await lapseOf(reserved.unitId)).toBeUndefined();
  });

  it('keeps no reservation, nor its lapse, of a unit a spreadsheet marks sold; its end and note are in no export', async () => {
    const reserved = await newUnit({
      status: 'reserved',
      reservedUntil: inMs(DAY_MS),
      reservationNote: 'Family Hoxha',
    });
    expect(await lapseOf(reserved.unitId)).toBeDefined();
    const calls = importCalls(api, buildingId);
    const exported = await calls.exported('csv', 'en');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).not.toContain('Family Hoxha');
    const sheet = albanianCsv([
      ['Referenca', 'Gjendja'],
      [reserved.reference, 'e shitur'],
    ]);
    const applied = await calls.previewAndApply(sheet, 'njesite.csv');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await readUnit(reserved.unitId)).toMatchObject({ status: 'sold', reservedUntil: null, reservationNote: '' });
    expect(await lapseOf(reserved.unitId)).toBeUndefined();
  });

  it('refuses an end in the past, or that is no moment, on its field', async () => {
    const unit = await newUnit();
    const past = await asEditor()('PUT', `/unit/status/${unit.unitId}`, {
      status: 'reserved',
      reservedUntil: inMs(-HOUR_MS),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'RESERVATION_IN_PAST', fields: { reservedUntil: expect.any(String) } });
    const malformed = await asEditor()('PUT', `/unit/status/${unit.unitId}`, {
      status: 'reserved',
      reservedUntil: 'next Friday',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('reservedUntil');
    expect((await readUnit(unit.unitId)).status).toBe('available');
  });

  it('lists the reservations that end within the week ahead, soonest first, for editors and admins', async () => {
    const soon = await newUnit();
    const later = await newUnit();
    const beyond = await newUnit();
    await setStatus(later.unitId, { status: 'reserved', reservedUntil: inMs(5 * DAY_MS), reservationNote: 'Later' });
    await setStatus(soon.unitId, { status: 'reserved', reservedUntil: inMs(2 * DAY_MS), reservationNote: 'Soon' });
    await setStatus(beyond.unitId, { status: 'reserved', reservedUntil: inMs(9 * DAY_MS) });
    for (const who of [asEditor(), asAdmin()]) {
      const response = await who('GET', '/unit/get/reservations');
      expect(response.statusCode, response.body).toBe(200);
      const listed = (response.json() as EndingReservation[]).filter((reservation) =>
        [soon, later, beyond].some((unit) => unit.unitId === reservation.unitId),
      );
      expect(listed.map((reservation) => reservation.reservationNote)).toEqual(['Soon', 'Later']);
      expect(listed[0]).toMatchObject({
        reference: soon.reference,
        buildingId,
        building: { en: 'Parisi Towers', sq: 'Kullat Parisi' },
        reservedBy: 'visitor',
        failure: null,
      });
    }
  });

  it('forgets the lapse of a unit deleted, and sets it again when the unit comes back from the trash', async () => {
    const unit = await newUnit();
    const until = inMs(DAY_MS);
    const reserved = await setStatus(unit.unitId, { status: 'reserved', reservedUntil: until });
    const deleted = await asAdmin()('DELETE', `/unit/delete/${unit.unitId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await lapseOf(unit.unitId)).toBeUndefined();
    const entryId = deleted.headers['x-trash-entry'];
    const restored = await asAdmin()('POST', `/trash/${entryId}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await lapseOf(unit.unitId)).toEqual({ at: reserved.reservedUntil, scheduledBy: 'admin' });
  });

  it('answers the prices a unit had and since when, newest first, from its history', async () => {
    const unit = await newUnit({ price: 115_000 });
    const update = async (who: ReturnType<typeof as>, fields: object) => {
      const { buildingId, salesCategoryId, reference, floor, unitType, status, price, unitNote } = await readUnit(
        unit.unitId,
      );
      const current = { buildingId, salesCategoryId, reference, floor, unitType, status, price, unitNote };
      const response = await who('PUT', `/unit/update/${unit.unitId}`, { ...current, ...fields });
      expect(response.statusCode, response.body).toBe(200);
    };
    await update(asAdmin(), { price: 120_000 });
    await setStatus(unit.unitId, { status: 'reserved' });
    await update(asEditor(), { unitNote: 'Corner unit' });
    await update(asEditor(), { price: null });
    await update(asEditor(), { price: 118_000 });
    for (const who of [asEditor(), asAdmin()]) {
      const response = await who('GET', `/unit/get/prices/${unit.unitId}`);
      expect(response.statusCode, response.body).toBe(200);
      const prices = response.json() as UnitPrice[];
      expect(prices.map(({ price, by }) => ({ price, by }))).toEqual([
        { price: 118_000, by: 'visitor' },
        { price: null, by: 'visitor' },
        { price: 120_000, by: 'admin' },
        { price: 115_000, by: 'admin' },
      ]);
      const times = prices.map((price) => Date.parse(price.from));
      expect(times).toEqual(times.toSorted((a, b) => b - a));
    }
    // A unit seeded without a history has its price since it was written.
    const seeded = await newUnit({ price: 99_000 });
    await api.context.db
      .deleteFrom('versions')
      .where('kind', '=', 'unit')
      .where('entityId', '=', seeded.unitId)
      .execute();
    await api.context.db
      .updateTable('units')
      .set({ updatedAt: '2026-09-01T08:00:00.000Z', updatedBy: 'seed' })
      .where('unitId', '=', seeded.unitId)
      .execute();
    const prices = (await asEditor()('GET', `/unit/get/prices/${seeded.unitId}`)).json();
    expect(prices).toEqual([{ price: 99_000, from: '2026-09-01T08:00:00.000Z', by: 'seed' }]);
    expect((await asEditor()('GET', '/unit/get/prices/999999')).statusCode).toBe(404);
  });
});
