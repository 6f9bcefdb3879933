import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '#shared/entities/contact.ts';
import type { ActivityPage } from '#shared/payloads/activity.ts';
import type { ContactNote, InboxPage } from '#shared/payloads/inbox.ts';
import { form, json, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument } from '../fixtures/files.ts';

let api: TestApi;
let cv: Buffer;

beforeAll(async () => {
  api = await startTestApi({ contactRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  cv = await pdfDocument(1);
});

afterAll(() => api?.close());

/** A word no other test's contacts hold, which a search narrows the inbox to. */
const marker = (what: string) => `${what}${Math.random().toString(36).slice(2, 8)}`;

async function send(payload: NonNullable<InjectOptions['payload']>) {
  const response = await api.app.inject({ method: 'POST', url: '/contact/save', payload });
  expect(response.statusCode, response.body).toBe(201);
}

async function inbox(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await api.asAdmin({ url: `/contact/inbox?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return json<InboxPage>(response);
}

const namesIn = async (query: Record<string, string | number>) =>
  (await inbox(query)).items.map((contact) => contact.firstName);

async function createVacancy(staffTittle: string, titulliStaf: string) {
  const response = await api.asAdmin({
    method: 'POST',
    url: '/staff/save',
    payload: form({ staffTittle, titulliStaf }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().staffId as number;
}

async function apply(staffId: number, firstName: string, lastName: string) {
  await send(
    form({
      firstName,
      lastName,
      email: 'applicant@example.com',
      contactNumber: '+355 69 123 4567',
      staffId,
      cvUrl: [cv, 'cv.pdf'],
      consent: 'true',
    }),
  );
}

const setState = (contactId: number, state: string) =>
  api.asAdmin({ method: 'PUT', url: `/contact/state/${contactId}`, payload: { state } });

async function activity(q: string) {
  const response = await api.asAdmin({ url: `/activity?${new URLSearchParams({ q })}` });
  return json<ActivityPage>(response).entries.map(({ actor, action, kind, entityId, summary }) => ({
    actor,
    action,
    kind,
    entityId,
    summary,
  }));
}

describe('the inbox list', () => {
  it('answers messages and applications newest first, a page at a time, with the total', async () => {
    const family = marker('Paged');
    for (const n of [1, 2, 3]) await send({ firstName: `N${n}`, lastName: family, contactMessage: 'Hello' });
    const first = await inbox({ q: family, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((contact) => contact.firstName)).toEqual(['N3', 'N2']);
    expect(first.items[0]).toMatchObject({ state: 'new', kind: 'message', reference: expect.stringMatching(/^TG-/) });
    expect(await namesIn({ q: family, pageSize: 2, page: 2 })).toEqual(['N1']);
    expect((await inbox()).pageSize).toBe(24);
  });

  it('narrows to a type, a vacancy and a state', async () => {
    const family = marker('Narrowed');
    const engineer = await createVacancy('Site engineer', 'Inxhinier kantieri');
    const architect = await createVacancy('Architect', 'Arkitekt');
    await send({ firstName: 'Message', lastName: family, contactMessage: 'A visit, please' });
    await apply(engineer, 'Engineer', family);
    await apply(architect, 'Architect', family);
    expect(await namesIn({ q: family, kind: 'message' })).toEqual(['Message']);
    expect(await namesIn({ q: family, kind: 'application' })).toEqual(['Architect', 'Engineer']);
    expect(await namesIn({ q: family, staffId: engineer })).toEqual(['Engineer']);
    const [architectsOne] = (await inbox({ q: family, staffId: architect })).items;
    expect(architectsOne).toMatchObject({ staffTittle: 'Architect', titulliStaf: 'Arkitekt' });
    expect((await setState(architectsOne?.contactId ?? 0, 'answered')).statusCode).toBe(200);
    expect(await namesIn({ q: family, state: 'answered' })).toEqual(['Architect']);
    expect(await namesIn({ q: family, state: 'new' })).toEqual(['Engineer', 'Message']);
    expect(await namesIn({ q: family, state: 'archived' })).toEqual([]);
    const { vacancies } = await inbox({ kind: 'message' });
    expect(vacancies).toEqual(
      expect.arrayContaining([
        { staffId: architect, staffTittle: 'Architect', titulliStaf: 'Arkitekt' },
        { staffId: engineer, staffTittle: 'Site engineer', titulliStaf: 'Inxhinier kantieri' },
      ]),
    );
  });

  it('finds a contact by its reference, in any case', async () => {
    const family = marker('Referenced');
    await send({ firstName: 'Found', lastName: family, email: 'found@example.com' });
    const [contact] = (await inbox({ q: family })).items;
    const reference = contact?.reference ?? '';
    expect((await inbox({ q: reference })).items.map((item) => item.contactId)).toEqual([contact?.contactId]);
    expect((await inbox({ q: reference.toLowerCase() })).items.map((item) => item.contactId)).toEqual([
      contact?.contactId,
    ]);
  });

  it('finds names, email and message words ignoring case and accents, every word needed', async () => {
    const word = marker('kulla');
    await send({
      firstName: 'Çlirim',
      lastName: 'Dervishë',
      email: 'clirim@example.al',
      contactMessage: `Për ${word}`,
    });
    await send({ firstName: 'Other', lastName: 'Smith', contactMessage: `Also about ${word}` });
    for (const q of ['çlirim', 'CLIRIM', 'dervishe', 'Dervishë', 'clirim@example', `per ${word}`, `${word} dervishe`]) {
      expect(await namesIn({ q }), q).toEqual(['Çlirim']);
    }
    expect(await namesIn({ q: word })).toEqual(['Other', 'Çlirim']);
    expect(await namesIn({ q: `${word} nowhere` })).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    const family = marker('Literal');
    await send({ firstName: 'Percent', lastName: family, contactMessage: '100% sure' });
    await send({ firstName: 'Plain', lastName: family, contactMessage: '100 sure' });
    expect(await namesIn({ q: `${family} 100%` })).toEqual(['Percent']);
    expect(await namesIn({ q: `${family} 1_0` })).toEqual([]);
  });

  it('refuses an unknown state, type or page size with 400', async () => {
    for (const query of ['state=unread', 'kind=spam', 'pageSize=1000', 'page=0', 'staffId=x']) {
      expect((await api.asAdmin({ url: `/contact/inbox?${query}` })).statusCode, query).toBe(400);
    }
  });

  it('leaves the contract’s list whole: every contact, unpaged, each with its state', async () => {
    for (let n = (await inbox()).total; n <= 24; n += 1) await send({ firstName: `Filler ${n}` });
    const response = await api.asAdmin({ url: '/contact/get/mini' });
    const all = json<Contact[]>(response);
    expect(all.length).toBe((await inbox()).total);
    expect(all.length).toBeGreaterThan(24);
    expect(all.every((contact) => ['new', 'read', 'answered', 'archived'].includes(contact.state))).toBe(true);
  });
});

describe('states', () => {
  it('moves a contact through every state, back to new, and records each change once', async () => {
    const family = marker('Stated');
    await send({ firstName: 'Stated', lastName: family });
    const [contact] = (await inbox({ q: family })).items;
    const id = contact?.contactId ?? 0;
    for (const state of ['read', 'answered', 'archived', 'new', 'answered']) {
      const response = await setState(id, state);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ contactId: id, state, reference: contact?.reference });
    }
    // The same state again changes nothing, and records nothing.
    expect((await setState(id, 'answered')).statusCode).toBe(200);
    const read = await api.asAdmin({ url: `/contact/get/single/contact/${id}` });
    expect(read.json()).toMatchObject({ state: 'answered' });
    const entries = await activity(contact?.reference ?? '');
    expect(entries.map((entry) => entry.summary)).toEqual(
      ['read', 'answered', 'archived', 'new', 'answered']
        .reverse()
        .map((state) => `Marked contact ${contact?.reference} ${state}.`),
    );
    expect(entries[0]).toMatchObject({ actor: 'admin', action: 'contact-state', kind: 'contact', entityId: id });
  });

  it('refuses an unknown state with 400 and an unknown contact with 404', async () => {
    expect((await setState(999999, 'read')).statusCode).toBe(404);
    const [contact] = (await inbox()).items;
    const refused = await setState(contact?.contactId ?? 0, 'done');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });
});

describe('notes', () => {
  const notesOf = async (id: number) => {
    const response = await api.asAdmin({ url: `/contact/notes/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return json<ContactNote[]>(response);
  };
  const addNote = (id: number, text: string) =>
    api.asAdmin({ method: 'POST', url: `/contact/notes/${id}`, payload: { text } });

  it('keeps notes with their author, oldest first, records them by reference, and deletes them with the contact', async () => {
    const family = marker('Noted');
    await send({ firstName: 'Noted', lastName: family, contactMessage: 'Private words' });
    const [contact] = (await inbox({ q: family })).items;
    const id = contact?.contactId ?? 0;
    expect(await notesOf(id)).toEqual([]);
    const added = await addNote(id, '  Called back; visit on Friday.  ');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ contactId: id, text: 'Called back; visit on Friday.', author: 'admin' });
    expect((await addNote(id, 'Sent the price list, ë ç')).statusCode).toBe(201);
    expect((await notesOf(id)).map(({ text, author }) => [text, author])).toEqual([
      ['Called back; visit on Friday.', 'admin'],
      ['Sent the price list, ë ç', 'admin'],
    ]);
    const entries = await activity(contact?.reference ?? '');
    expect(entries[0]).toEqual({
      actor: 'admin',
      action: 'contact-note',
      kind: 'contact',
      entityId: id,
      summary: `Added a note to contact ${contact?.reference}.`,
    });
    // The note's words stay out of the log.
    expect(await activity('Friday')).toEqual([]);

    await api.context.db.deleteFrom('contacts').where('contactId', '=', id).execute();
    const left = await api.context.db.selectFrom('contactNotes').select('noteId').where('contactId', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('refuses an empty or overlong note with 400, and a note on an unknown contact with 404', async () => {
    const [contact] = (await inbox()).items;
    const id = contact?.contactId ?? 0;
    expect((await addNote(id, '   ')).statusCode).toBe(400);
    expect((await addNote(id, 'x'.repeat(4001))).statusCode).toBe(400);
    expect((await addNote(999999, 'Hello')).statusCode).toBe(404);
    expect((await api.asAdmin({ url: '/contact/notes/999999' })).statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  const BOM = [0xef, 0xbb, 0xbf];
  const exported = async (query: Record<string, string>) => {
    const response = await api.asAdmin({ url: `/contact/inbox.csv?${new URLSearchParams(query)}` });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('writes the filtered list as UTF-8 with a BOM, quoted and neutralised, as an attachment', async () => {
    const family = marker('Exported');
    await send({
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: family,
      email: 'export@example.com',
      contactNumber: '+355 69 765 4321',
      contactMessage: 'Çmimi për shtëpinë, ju lutem?\n"Sa kushton?"',
    });
    await send({ firstName: '@SUM(A1)', lastName: family, contactMessage: '-1+1' });
    const [, formula] = (await inbox({ q: family })).items;

    const response = await exported({ q: family });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toContain('Çmimi për shtëpinë');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Received at (Tirana time),Type,State,First name,Last name,Email,Phone,Vacancy,Unit,Building,Unit status,Message',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^TG-\\w+,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Message,New,'@SUM\\(A1\\),${family},,,,,,,'-1\\+1$`),
    );
    // The message's line break stays inside its quotes: rows end with CRLF only.
    expect(lines[2]).toBe(
      `${formula?.reference},${lines[2]?.split(',')[1]},Message,New,"'=HYPERLINK(""http://evil.example"",""x"")",${family},export@example.com,'+355 69 765 4321,,,,,"Çmimi për shtëpinë, ju lutem?\n""Sa kushton?"""`,
    );
    expect(lines.slice(3)).toEqual(['']);
  });

  it('writes only the contacts the filters keep, the header alone when none', async () => {
    const family = marker('Filtered');
    await send({ firstName: 'Kept', lastName: family });
    await send({ firstName: 'Left', lastName: family });
    const [left] = (await inbox({ q: family })).items;
    await setState(left?.contactId ?? 0, 'archived');
    const archived = (await exported({ q: family, state: 'archived' })).rawPayload.toString('utf8');
    expect(archived.split('\r\n').slice(1, -1)).toEqual([expect.stringContaining(',Archived,Left,')]);
    const none = (await exported({ q: family, kind: 'application' })).rawPayload.toString('utf8');
    expect(none.split('\r\n')).toHaveLength(2);
  });

  it.each([
    [
      'sq',
      'Referenca,Marrë më (ora e Tiranës),Lloji,Gjendja,Emri,Mbiemri,Email-i,Telefoni,Pozicioni,Njësia,Ndërtesa,Gjendja e njësisë,Mesazhi',
      ['Aplikim,I përgjigjur,Applied', 'Mesazh,I ri,Wrote'],
      'Inxhinier kantieri',
    ],
    [
      'en',
      'Reference,Received at (Tirana time),Type,State,First name,Last name,Email,Phone,Vacancy,Unit,Building,Unit status,Message',
      ['Application,Answered,Applied', 'Message,New,Wrote'],
      'Site engineer',
    ],
  ])(
    'writes the %s file with its headings, and each type, state and vacancy in its words',
    async (language, headings, kindsAndStates, vacancy) => {
      const family = marker('Worded');
      const engineer = await createVacancy('Site engineer', 'Inxhinier kantieri');
      await send({ firstName: 'Wrote', lastName: family, contactMessage: 'Hello' });
      await apply(engineer, 'Applied', family);
      const [applied] = (await inbox({ q: family, kind: 'application' })).items;
      await setState(applied?.contactId ?? 0, 'answered');
      const lines = (await exported({ q: family, language })).rawPayload.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe(headings);
      const rows = lines.slice(1, -1).map((line) => line.split(','));
      expect(rows.map((cells) => cells.slice(2, 5).join(','))).toEqual(kindsAndStates);
      expect(rows.map((cells) => cells[8])).toEqual([vacancy, '']);
    },
  );

  it('refuses a language it does not write with 400', async () => {
    for (const language of ['fr', 'SQ', 'albanian', '']) {
      const response = await api.asAdmin({ url: `/contact/inbox.csv?${new URLSearchParams({ language })}` });
      expect(response.statusCode, language).toBe(400);
    }
  });
});

describe('who may use the inbox', () => {
  const routes: [NonNullable<InjectOptions['method']>, string, object?][] = [
    ['GET', '/contact/inbox'],
    ['GET', '/contact/inbox.csv'],
    ['PUT', '/contact/state/1', { state: 'read' }],
    ['GET', '/contact/notes/1'],
    ['POST', '/contact/notes/1', { text: 'Hello' }],
  ];

  it.each(routes)('%s %s: 401 without a token, 403 for ROLE_USER', async (method, url, payload) => {
    const anonymous = await api.app.inject({ method, url, ...(payload && { payload }) });
    expect(anonymous.statusCode).toBe(401);
    const user = await api.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${api.userToken}` },
      ...(payload && { payload }),
    });
    expect(user.statusCode).toBe(403);
    expect(user.body).not.toContain('TG-');
  });
});
