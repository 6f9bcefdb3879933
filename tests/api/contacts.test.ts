import { buffer } from 'node:stream/consumers';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CVS_PREFIX } from '#server/uploads/file-store.ts';
import { form, snapshot, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument } from '../fixtures/files.ts';

const RECEIVED = { message: 'Form created successfully!' };

let api: TestApi;
let cv: Buffer;

beforeAll(async () => {
  api = await startTestApi({ contactRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  cv = await pdfDocument(3);
});

afterAll(() => api?.close());

const submit = (payload: NonNullable<InjectOptions['payload']>) =>
  api.app.inject({ method: 'POST', url: '/contact/save', payload });

async function contacts() {
  const response = await api.asAdmin({ url: '/contact/get/mini' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>[];
}

async function newest() {
  const [first] = await contacts();
  expect(first).toBeDefined();
  return first as Record<string, unknown>;
}

async function createVacancy(staffTittle: string, titulliStaf: string) {
  const response = await api.asAdmin({
    method: 'POST',
    url: '/staff/save',
    payload: form({ staffTittle, titulliStaf }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().staffId as number;
}

async function apply(staffId: number, firstName = 'Ana') {
  const response = await submit(
    form({
      firstName,
      lastName: 'Hoxha',
      email: 'ana.hoxha@example.com',
      contactNumber: '+355 69 123 4567',
      staffId,
      cvUrl: [cv, 'My CV.pdf'],
      consent: 'true',
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toEqual(RECEIVED);
  return newest();
}

async function storedCvKey(contactId: number) {
  const row = await api.context.db
    .selectFrom('contacts')
    .select('cvUrl')
    .where('contactId', '=', contactId)
    .executeTakeFirstOrThrow();
  expect(row.cvUrl).toEqual(expect.any(String));
  return row.cvUrl as string;
}

describe('contact messages', () => {
  it('accepts a multipart message without a token and answers 201 with the success message', async () => {
    const response = await submit(
      form({
        firstName: 'Besa',
        lastName: 'Krasniqi',
        email: 'besa@example.com',
        contactNumber: '+355 68 000 1111',
        contactMessage: 'Is the 3rd floor still free?',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual(RECEIVED);
  });

  it('lists messages for the admin, newest first, as kind message', async () => {
    expect((await submit(form({ firstName: 'First', contactMessage: 'older' }))).statusCode).toBe(201);
    expect((await submit(form({ firstName: 'Second', contactMessage: 'newer' }))).statusCode).toBe(201);
    const [latest, previous] = await contacts();
    expect(latest).toMatchObject({
      kind: 'message',
      firstName: 'Second',
      lastName: '',
      email: '',
      contactNumber: '',
      contactMessage: 'newer',
      cvUrl: null,
      staffId: null,
      staffTittle: null,
      titulliStaf: null,
      createdAt: expect.any(String),
    });
    expect(previous).toMatchObject({ kind: 'message', firstName: 'First', contactMessage: 'older' });
    expect(latest?.contactId as number).toBeGreaterThan(previous?.contactId as number);
  });

  it('reads a single message back for the admin', async () => {
    const fields = {
      firstName: 'Dritan',
      lastName: 'Leka',
      email: 'dritan@example.com',
      contactNumber: '069 222 3333',
      contactMessage: 'Call me back, please.',
    };
    expect((await submit(form(fields))).statusCode).toBe(201);
    const listed = await newest();
    const response = await api.asAdmin({ url: `/contact/get/single/contact/${listed.contactId}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(listed);
    expect(response.json()).toMatchObject({ ...fields, kind: 'message', cvUrl: null });
  });

  it('keeps messages from anyone without a token', async () => {
    expect((await api.app.inject({ url: '/contact/get/mini' })).statusCode).toBe(401);
    expect((await api.app.inject({ url: '/contact/get/single/contact/1' })).statusCode).toBe(401);
  });

  it('accepts a message with only some fields filled, since the contact form requires none', async () => {
    expect((await submit(form({ email: 'only-email@example.com' }))).statusCode).toBe(201);
    expect(await newest()).toMatchObject({
      kind: 'message',
      email: 'only-email@example.com',
      firstName: '',
      contactMessage: '',
    });
    expect(
      (
        await submit(
          form({ contactNumber: '+355 67 444 5555', firstName: '', lastName: '', email: '', contactMessage: '' }),
        )
      ).statusCode,
    ).toBe(201);
    expect(await newest()).toMatchObject({ kind: 'message', contactNumber: '+355 67 444 5555' });
  });

  it('refuses an entirely empty message with 400 and stores nothing', async () => {
    const before = await snapshot(api);
    const response = await submit(
      form({ firstName: '', lastName: '', email: '', contactNumber: '', contactMessage: '' }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code: 'INVALID_INPUT' });
    expect(await snapshot(api)).toEqual(before);
  });

  it('accepts a message sent as JSON', async () => {
    const response = await submit({
      firstName: 'Json',
      email: 'json@example.com',
      contactMessage: 'Sent without a form.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual(RECEIVED);
    expect(await newest()).toMatchObject({
      kind: 'message',
      firstName: 'Json',
      email: 'json@example.com',
      contactMessage: 'Sent without a form.',
      cvUrl: null,
    });
  });

  it('refuses an invalid email with 400 naming the email field, and stores nothing', async () => {
    const before = await snapshot(api);
    const response = await submit(form({ firstName: 'Ana', email: 'not-an-email', contactMessage: 'Hello' }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { email: expect.any(String) } });
    expect(await snapshot(api)).toEqual(before);
  });

  it.each([
    ['a message', { firstName: 'Ana', contactNumber: 'call me after 5', contactMessage: 'Hello' }],
    ['contact details', { firstName: 'Ana', lastName: 'B', email: 'ana@example.com', contactNumber: '12345' }],
  ])(
    'refuses %s whose phone number is not one with 400 saying what it takes, and stores nothing',
    async (_, fields) => {
      const before = await snapshot(api);
      const response = await submit(form(fields));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_INPUT',
        fields: { contactNumber: 'Enter a phone number of 6 to 20 characters: digits, spaces, +, - and parentheses.' },
      });
      expect(await snapshot(api)).toEqual(before);
    },
  );

  it('answers a filled honeypot with 201 but stores nothing', async () => {
    const before = await snapshot(api);
    const response = await submit(
      form({ firstName: 'Bot', email: 'bot@example.com', contactMessage: 'Buy now', website: 'http://spam.example' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual(RECEIVED);
    expect(await snapshot(api)).toEqual(before);
  });

  it('stores neither the application nor its CV when the honeypot is filled', async () => {
    const staffId = await createVacancy('Honeypot post', 'Post kurthi');
    const before = await snapshot(api);
    const response = await submit(
      form({
        firstName: 'Bot',
        lastName: 'Net',
        email: 'bot@example.com',
        contactNumber: '+355 69 123 4567',
        staffId,
        cvUrl: [cv, 'cv.pdf'],
        consent: 'true',
        website: 'x',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await snapshot(api)).toEqual(before);
  });
});

describe('job applications', () => {
  let staffId: number;
  beforeAll(async () => {
    staffId = await createVacancy('Site engineer', 'Inxhinier kantieri');
  });

  it('accepts an application with a PDF CV and lists it as kind application with the vacancy titles', async () => {
    const application = await apply(staffId);
    expect(application).toMatchObject({
      kind: 'application',
      firstName: 'Ana',
      lastName: 'Hoxha',
      email: 'ana.hoxha@example.com',
      contactNumber: '+355 69 123 4567',
      staffId,
      staffTittle: 'Site engineer',
      titulliStaf: 'Inxhinier kantieri',
      cvUrl: `/contact/get/cv/${application.contactId}`,
    });
  });

  it('lets the admin download the exact CV as a PDF attachment', async () => {
    const application = await apply(staffId);
    const response = await api.asAdmin({ url: application.cvUrl as string });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment/);
    expect(response.rawPayload.equals(cv)).toBe(true);
  });

  it('refuses the CV download without a token', async () => {
    const application = await apply(staffId);
    const response = await api.app.inject({ url: application.cvUrl as string });
    expect(response.statusCode).toBe(401);
    expect(response.rawPayload.includes(Buffer.from('%PDF-'))).toBe(false);
  });

  it('refuses the CV download to a ROLE_USER account', async () => {
    const application = await apply(staffId);
    const response = await api.app.inject({
      url: application.cvUrl as string,
      headers: { authorization: `Bearer ${api.userToken}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps the CV out of the public uploads, under private/cvs in the file store', async () => {
    const application = await apply(staffId);
    const key = await storedCvKey(application.contactId as number);
    for (const url of [`/uploads/pdfs/${key}.pdf`, `/uploads/${key}.pdf`, `/uploads/pdfs/${key}`, `/uploads/${key}`]) {
      expect((await api.app.inject({ url })).statusCode, url).toBe(404);
    }
    const { uploads, cvs } = await snapshot(api);
    expect(uploads.some((file) => file.includes(key))).toBe(false);
    expect(cvs).toContain(`${CVS_PREFIX}${key}.pdf`);
    const stored = await api.context.storage.files.read(`${CVS_PREFIX}${key}.pdf`);
    expect(stored && (await buffer(stored.body)).equals(cv)).toBe(true);
  });

  it('keeps the application when its vacancy is deleted, with staffId and titles null', async () => {
    const closing = await createVacancy('Crane operator', 'Operator vinçi');
    const application = await apply(closing, 'Gent');
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/staff/delete/${closing}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const response = await api.asAdmin({ url: `/contact/get/single/contact/${application.contactId}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      contactId: application.contactId,
      kind: 'application',
      firstName: 'Gent',
      staffId: null,
      staffTittle: null,
      titulliStaf: null,
      cvUrl: `/contact/get/cv/${application.contactId}`,
    });
    const download = await api.asAdmin({ url: `/contact/get/cv/${application.contactId}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(cv)).toBe(true);
  });
});

describe('contact rate limit', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ contactRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => limited?.close());

  it('answers the 4th submission from one address with 429 in the error shape and stores nothing for it', async () => {
    const send = (n: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/contact/save',
        payload: form({ firstName: `Visitor ${n}`, contactMessage: `Message ${n}` }),
      });
    for (const n of [1, 2, 3]) {
      const response = await send(n);
      expect(response.statusCode, response.body).toBe(201);
    }
    const before = await snapshot(limited);
    expect(before.rows.contacts).toHaveLength(3);
    const response = await send(4);
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(await snapshot(limited)).toEqual(before);
  });
});
