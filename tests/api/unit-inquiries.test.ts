import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Contact, UNIT_IN_APPLICATION_MESSAGE, UNIT_UNAVAILABLE_MESSAGE } from '#shared/entities/contact.ts';
import type { ActivityPage } from '#shared/payloads/activity.ts';
import type { InboxPage } from '#shared/payloads/inbox.ts';
import { form, json, snapshot, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument } from '../fixtures/files.ts';

const APARTMENTS = 1;
const SERVICE_UNITS = 2;

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ contactRateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(() => api?.close());

/** A word no other test's contacts hold, which a search narrows the inbox to. */
const marker = (what: string) => `${what}${Math.random().toString(36).slice(2, 8)}`;

async function saveBuilding(fields: Record<string, string>) {
  const response = await api.asAdmin({
    method: 'POST',
    url: '/building/save',
    payload: { buildingAdress: 'Rruga e Kavajës 10', adresaNderteses: 'Rruga e Kavajës 10', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().buildingId as number;
}

async function saveUnit(buildingId: number, reference: string, fields: Record<string, unknown> = {}) {
  const payload = { buildingId, salesCategoryId: APARTMENTS, reference, floor: 7, unitType: 'apartment', ...fields };
  const response = await api.asAdmin({ method: 'POST', url: '/unit/save', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().unitId as number;
}

const send = (payload: NonNullable<InjectOptions['payload']>) =>
  api.app.inject({ method: 'POST', url: '/contact/save', payload });

async function inbox(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await api.asAdmin({ url: `/contact/inbox?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return json<InboxPage>(response);
}

const namesIn = async (query: Record<string, string | number>) =>
  (await inbox(query)).items.map((contact) => contact.firstName);

/** Asks about a unit as the site's drawer does (form data), and answers the inquiry as the inbox reads it. */
async function ask(unitId: number, firstName: string, lastName: string) {
  const sent = await send(form({ firstName, lastName, contactMessage: 'Is it still free?', unitId, language: 'en' }));
  expect(sent.statusCode, sent.body).toBe(201);
  const [inquiry] = (await inbox({ q: `${firstName} ${lastName}` })).items;
  if (!inquiry) throw new Error(`no inquiry from ${firstName} ${lastName}`);
  return inquiry;
}

let towerA: number;
let towerB: number;
let hidden: number;

beforeAll(async () => {
  towerA = await saveBuilding({ buildingTitle: 'Tower A', titulliNderteses: 'Kulla A' });
  towerB = await saveBuilding({ buildingTitle: 'Tower B', titulliNderteses: 'Kulla B' });
  hidden = await saveBuilding({ buildingTitle: 'Tower C', titulliNderteses: 'Kulla C', published: 'false' });
});

describe('asking about a unit', () => {
  it('keeps a message naming a unit as an inquiry about it, from form data as from JSON', async () => {
    const unitId = await saveUnit(towerA, 'A-07-04', { status: 'reserved' });
    const family = marker('Asked');
    const fromForm = await ask(unitId, 'Form', family);
    expect(fromForm).toMatchObject({
      kind: 'inquiry',
      contactMessage: 'Is it still free?',
      staffId: null,
      cvUrl: null,
      unit: {
        unitId,
        reference: 'A-07-04',
        buildingId: towerA,
        buildingTitle: 'Tower A',
        titulliNderteses: 'Kulla A',
        salesCategoryId: APARTMENTS,
        categoryName: 'Apartment',
        emriKategorise: 'Apartament',
        status: 'reserved',
      },
    });
    const fromJson = await send({ firstName: 'Json', lastName: family, email: 'json@example.com', unitId });
    expect(fromJson.statusCode, fromJson.body).toBe(201);
    expect(await namesIn({ q: family, kind: 'inquiry' })).toEqual(['Json', 'Form']);

    const single = await api.asAdmin({ url: `/contact/get/single/contact/${fromForm.contactId}` });
    expect(single.json()).toEqual(fromForm);
    const listed = json<Contact[]>(await api.asAdmin({ url: '/contact/get/mini' }));
    expect(listed.find((contact) => contact.contactId === fromForm.contactId)).toEqual(fromForm);
  });

  it('keeps a message with an empty unitId as a plain message', async () => {
    const family = marker('Plain');
    expect((await send(form({ firstName: 'Plain', lastName: family, unitId: '' }))).statusCode).toBe(201);
    expect((await inbox({ q: family })).items).toEqual([expect.objectContaining({ kind: 'message', unit: null })]);
  });

  it('refuses a unit the site does not show with 400 naming unitId, and stores nothing', async () => {
    const notOnSale = await saveUnit(towerA, 'A-00-01', { status: 'notOnSale' });
    const ofHiddenBuilding = await saveUnit(hidden, 'C-01-01');
    for (const unitId of [999_999, notOnSale, ofHiddenBuilding]) {
      const before = await snapshot(api);
      const response = await send(form({ firstName: 'Ana', email: 'ana@example.com', unitId }));
      expect(response.statusCode, `unit ${unitId}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { unitId: UNIT_UNAVAILABLE_MESSAGE } });
      expect(await snapshot(api)).toEqual(before);
    }
    expect((await send({ firstName: 'Ana', unitId: 'B2-07' })).statusCode).toBe(400);
  });

  it('names the unit beside the other fields at fault', async () => {
    const response = await send({ unitId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      contactMessage: 'Write a message or leave your contact details.',
      unitId: UNIT_UNAVAILABLE_MESSAGE,
    });
  });

  it('refuses an application naming a unit with 400 naming unitId, keeping neither row nor CV', async () => {
    const unitId = await saveUnit(towerA, 'A-02-01');
    const vacancy = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle: 'Architect' } });
    const before = await snapshot(api);
    const response = await send(
      form({
        firstName: 'Ana',
        lastName: 'Hoxha',
        email: 'ana@example.com',
        contactNumber: '+355 69 123 4567',
        staffId: vacancy.json().staffId,
        consent: 'true',
        unitId,
        cvUrl: [await pdfDocument(1), 'cv.pdf'],
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({ unitId: UNIT_IN_APPLICATION_MESSAGE });
    expect(await snapshot(api)).toEqual(before);
  });
});

describe('inquiries in the inbox', () => {
  it('shows the unit’s status as it is now, after a status change', async () => {
    const unitId = await saveUnit(towerA, 'A-03-01');
    const inquiry = await ask(unitId, 'Status', marker('Now'));
    expect(inquiry.unit?.status).toBe('available');
    const unit = await api.asAdmin({ url: `/unit/get/single/unit/${unitId}` });
    const sold = await api.asAdmin({
      method: 'PUT',
      url: `/unit/status/${unitId}`,
      headers: { 'if-match': String(unit.headers.etag) },
      payload: { status: 'sold' },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await inbox({ unitId })).items.map((item) => item.unit?.status)).toEqual(['sold']);
    const single = await api.asAdmin({ url: `/contact/get/single/contact/${inquiry.contactId}` });
    expect(single.json().unit.status).toBe('sold');
  });

  it('narrows to inquiries, to a building’s units and to one unit, offering the buildings and units asked about', async () => {
    const family = marker('Filtered');
    const a1 = await saveUnit(towerA, `${family}-A1`);
    const a2 = await saveUnit(towerA, `${family}-A2`, { salesCategoryId: SERVICE_UNITS, unitType: 'shop', floor: 0 });
    const b1 = await saveUnit(towerB, `${family}-B1`);
    const quiet = await saveUnit(towerB, `${family}-B2`);
    await ask(a1, 'OnA1', family);
    await ask(a2, 'OnA2', family);
    await ask(b1, 'OnB1', family);
    expect((await send({ firstName: 'Message', lastName: family })).statusCode).toBe(201);

    expect(await namesIn({ q: family, kind: 'inquiry' })).toEqual(['OnB1', 'OnA2', 'OnA1']);
    expect(await namesIn({ q: family, kind: 'message' })).toEqual(['Message']);
    expect(await namesIn({ q: family, buildingId: towerA })).toEqual(['OnA2', 'OnA1']);
    expect(await namesIn({ q: family, buildingId: towerB })).toEqual(['OnB1']);
    expect(await namesIn({ unitId: a2 })).toEqual(['OnA2']);
    expect(await namesIn({ buildingId: towerB, unitId: a1 })).toEqual([]);
    expect(await namesIn({ unitId: quiet })).toEqual([]);

    const page = await inbox({ q: family });
    expect(page.buildings).toEqual(
      expect.arrayContaining([
        { buildingId: towerA, buildingTitle: 'Tower A', titulliNderteses: 'Kulla A' },
        { buildingId: towerB, buildingTitle: 'Tower B', titulliNderteses: 'Kulla B' },
      ]),
    );
    expect(page.buildings.map((building) => building.buildingId)).not.toContain(hidden);
    const ours = (units: InboxPage['units']) => units.filter((unit) => unit.reference.startsWith(family));
    expect(ours(page.units)).toEqual([
      {
        unitId: a1,
        reference: `${family}-A1`,
        buildingId: towerA,
        buildingTitle: 'Tower A',
        titulliNderteses: 'Kulla A',
      },
      {
        unitId: a2,
        reference: `${family}-A2`,
        buildingId: towerA,
        buildingTitle: 'Tower A',
        titulliNderteses: 'Kulla A',
      },
      {
        unitId: b1,
        reference: `${family}-B1`,
        buildingId: towerB,
        buildingTitle: 'Tower B',
        titulliNderteses: 'Kulla B',
      },
    ]);
    // A unit reached from its own screen is a choice even before anyone asked about it.
    expect(ours((await inbox({ unitId: quiet })).units).map((unit) => unit.unitId)).toEqual([a1, a2, b1, quiet]);
    for (const query of ['kind=question', 'buildingId=x', 'unitId=0']) {
      expect((await api.asAdmin({ url: `/contact/inbox?${query}` })).statusCode, query).toBe(400);
    }
  });

  it('finds an inquiry by its unit’s reference, in any case, with the other words', async () => {
    const family = marker('Searched');
    const unitId = await saveUnit(towerB, 'B-Ç09-02');
    await ask(unitId, 'Reference', family);
    expect(await namesIn({ q: 'b-c09-02' })).toEqual(['Reference']);
    expect(await namesIn({ q: `B-Ç09 ${family}` })).toEqual(['Reference']);
    expect(await namesIn({ q: `B-Ç09 nowhere` })).toEqual([]);
  });

  it('counts new inquiries on the dashboard apart from messages and applications', async () => {
    const { inbox: before } = (await api.asAdmin({ url: '/attention' })).json();
    await ask(await saveUnit(towerA, 'A-11-01'), 'Counted', marker('Dash'));
    const { inbox: after } = (await api.asAdmin({ url: '/attention' })).json();
    expect(after).toEqual({ ...before, inquiries: before.inquiries + 1 });
  });

  it.each([
    ['en', 'Vacancy,Unit,Building,Unit status,Message', 'Unit inquiry,New', 'A-12-en,Tower A,Reserved'],
    [
      'sq',
      'Pozicioni,Njësia,Ndërtesa,Gjendja e njësisë,Mesazhi',
      'Pyetje për njësi,I ri',
      'A-12-sq,Kulla A,E rezervuar',
    ],
  ])('exports the unit, its building and status as CSV columns in %s', async (language, headings, kind, unit) => {
    const family = marker('Exported');
    const unitId = await saveUnit(towerA, `A-12-${language}`, { status: 'reserved' });
    await ask(unitId, 'Exported', family);
    const response = await api.asAdmin({ url: `/contact/inbox.csv?${new URLSearchParams({ q: family, language })}` });
    expect(response.statusCode, response.body).toBe(200);
    const [head, row, end] = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(head?.endsWith(headings)).toBe(true);
    const cells = row?.split(',') ?? [];
    expect(cells.slice(2, 4).join(',')).toBe(kind);
    expect(cells.slice(9).join(',')).toBe(`${unit},Is it still free?`);
    expect(end).toBe('');
    const byUnit = await api.asAdmin({ url: `/contact/inbox.csv?${new URLSearchParams({ unitId: String(unitId) })}` });
    expect(byUnit.rawPayload.toString('utf8')).toContain('Exported');
  });
});

describe('the unit deleted, restored, and the inquiry erased', () => {
  const activity = async (q: string) =>
    json<ActivityPage>(await api.asAdmin({ url: `/activity?${new URLSearchParams({ q })}` })).entries;

  it('keeps an inquiry when its unit is deleted, and links it again when the unit is restored', async () => {
    const unitId = await saveUnit(towerB, 'B-05-05');
    const inquiry = await ask(unitId, 'Kept', marker('Trash'));
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/unit/delete/${unitId}` });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const read = async () => (await api.asAdmin({ url: `/contact/get/single/contact/${inquiry.contactId}` })).json();
    expect(await read()).toEqual({ ...inquiry, unit: null });
    expect((await inbox({ q: inquiry.lastName, kind: 'inquiry' })).items.map((item) => item.contactId)).toEqual([
      inquiry.contactId,
    ]);
    expect((await inbox({ unitId })).items).toEqual([]);
    const csv = await api.asAdmin({ url: `/contact/inbox.csv?${new URLSearchParams({ q: inquiry.lastName })}` });
    expect(csv.rawPayload.toString('utf8')).toContain(',(unit deleted),,,');

    const restored = await api.asAdmin({ method: 'POST', url: `/trash/${deleted.headers['x-trash-entry']}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await read()).toEqual(inquiry);
    expect((await inbox({ unitId })).items.map((item) => item.contactId)).toEqual([inquiry.contactId]);
  });

  it('keeps the inquiries when the unit’s building is deleted, and links them again when it is restored', async () => {
    const building = await saveBuilding({ buildingTitle: 'Tower D', titulliNderteses: 'Kulla D' });
    const unitId = await saveUnit(building, 'D-01-01');
    const inquiry = await ask(unitId, 'Building', marker('Gone'));
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/building/delete/${building}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const read = async () => (await api.asAdmin({ url: `/contact/get/single/contact/${inquiry.contactId}` })).json();
    expect(await read()).toMatchObject({ kind: 'inquiry', unit: null });
    const restored = await api.asAdmin({ method: 'POST', url: `/trash/${deleted.headers['x-trash-entry']}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await read()).toEqual(inquiry);
  });

  it('records state changes and erases an inquiry as any message, by its reference only', async () => {
    const unitId = await saveUnit(towerA, 'A-14-02');
    const inquiry = await ask(unitId, 'Erased', marker('Erase'));
    const state = await api.asAdmin({
      method: 'PUT',
      url: `/contact/state/${inquiry.contactId}`,
      payload: { state: 'answered' },
    });
    expect(state.json()).toMatchObject({ state: 'answered', unit: { unitId } });
    const erased = await api.asAdmin({ method: 'DELETE', url: `/contact/delete/${inquiry.contactId}` });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await api.asAdmin({ url: `/contact/get/single/contact/${inquiry.contactId}` })).statusCode).toBe(404);
    expect((await activity(inquiry.reference)).map((entry) => entry.summary)).toEqual([
      `Deleted message #${inquiry.contactId} (${inquiry.reference}) at once, with its emails`,
      `Marked contact ${inquiry.reference} answered.`,
    ]);
    expect(await activity('Erased')).toEqual([]);
    // The unit is untouched by the erasure of a question about it.
    expect((await api.asAdmin({ url: `/unit/get/single/unit/${unitId}` })).statusCode).toBe(200);
  });
});
