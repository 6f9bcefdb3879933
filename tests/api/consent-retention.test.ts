import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import {
  dailyApplicationRetention,
  deleteExpiredApplications,
  RETENTION_ACTOR,
} from '#server/privacy/application-retention.ts';
import { CVS_PREFIX } from '#server/uploads/file-store.ts';
import { DAY_MS } from '#shared/constants.ts';
import { CONSENT_MESSAGE } from '#shared/entities/contact.ts';
import { form, isStored, snapshot, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument } from '../fixtures/files.ts';

/**
 * Consent and retention (docs/decisions/020-consent-and-retention.md): an application carries the applicant's consent to the privacy terms; the
 * applications older than CV_RETENTION_DAYS go daily with their CVs and emails; an admin deletes a
 * contact at once (the right to erasure).
 */
let api: TestApi;
let cv: Buffer;
let staffId: number;

beforeAll(async () => {
  api = await startTestApi({ contactRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  cv = await pdfDocument(1);
  const vacancy = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: form({ staffTittle: 'Surveyor' }) });
  expect(vacancy.statusCode, vacancy.body).toBe(201);
  staffId = vacancy.json().staffId;
});

afterAll(() => api?.close());

const save = (fields: Record<string, string | number | [Buffer, string]>) =>
  api.app.inject({ method: 'POST', url: '/contact/save', payload: form(fields) });

const applicant = (lastName: string) => ({
  firstName: 'Ana',
  lastName,
  email: 'ana@example.al',
  contactNumber: '+355 69 123 4567',
  staffId,
  cvUrl: [cv, 'cv.pdf'] as [Buffer, string],
});

/** The newest contact of this last name, as the admin reads it. */
async function contactNamed(lastName: string) {
  const contacts = (await api.asAdmin({ url: '/contact/get/mini' })).json() as Record<string, unknown>[];
  const found = contacts.find((contact) => contact.lastName === lastName);
  if (!found) throw new Error(`no contact ${lastName}`);
  return found as { contactId: number; consentAt: string | null; kind: string };
}

async function apply(lastName: string) {
  const response = await save({ ...applicant(lastName), consent: 'true' });
  expect(response.statusCode, response.body).toBe(201);
  return (await contactNamed(lastName)).contactId;
}

async function sendMessage(lastName: string) {
  const response = await save({ firstName: 'Besa', lastName, contactMessage: 'Is the flat free?' });
  expect(response.statusCode, response.body).toBe(201);
  return (await contactNamed(lastName)).contactId;
}

const rowOf = (contactId: number) =>
  api.context.db.selectFrom('contacts').selectAll().where('contactId', '=', contactId).executeTakeFirst();

async function cvFileOf(contactId: number) {
  const row = await rowOf(contactId);
  if (!row?.cvUrl) throw new Error(`contact ${contactId} has no CV`);
  return `${CVS_PREFIX}${row.cvUrl}.pdf`;
}

const stored = (key: string) => isStored(api, key);

/** A mail about the contact, as the mail sender's outbox keeps it. */
async function mailAbout(contactId: number | null) {
  const { mailId } = await api.context.db
    .insertInto('mails')
    .values({
      purpose: 'team-application',
      contactId,
      recipient: 'hr@example.al',
      subject: 'A new application',
      text: 'Ana Hoxha applied.',
      html: '<p>Ana Hoxha applied.</p>',
    })
    .returning('mailId')
    .executeTakeFirstOrThrow();
  return mailId;
}

const mailsLeft = async (ids: number[]) =>
  (await api.context.db.selectFrom('mails').select('mailId').where('mailId', 'in', ids).execute()).map(
    (row) => row.mailId,
  );

const receivedDaysAgo = (contactId: number, days: number) =>
  api.context.db
    .updateTable('contacts')
    .set({ createdAt: new Date(Date.now() - days * DAY_MS).toISOString() })
    .where('contactId', '=', contactId)
    .execute();

const activityOf = (action: 'contact-delete' | 'contact-retention') =>
  api.context.db.selectFrom('activity').selectAll().where('action', '=', action).orderBy('activityId').execute();

describe('consent', () => {
  it.each([
    ['without consent', {}],
    ['whose consent was refused', { consent: 'false' }],
  ])('refuses an application %s with 400 naming consent, and stores nothing', async (_, consent) => {
    const before = await snapshot(api);
    const response = await save({ ...applicant('Refused'), ...consent });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { consent: CONSENT_MESSAGE } });
    expect(await snapshot(api)).toEqual(before);
  });

  it('keeps when the applicant agreed, and shows it to the admin', async () => {
    const sentAt = new Date().toISOString();
    const contactId = await apply('Agreed');
    const single = await api.asAdmin({ url: `/contact/get/single/contact/${contactId}` });
    expect(single.statusCode, single.body).toBe(200);
    const { consentAt } = single.json();
    expect(consentAt >= sentAt && consentAt <= new Date().toISOString(), consentAt).toBe(true);
    expect((await contactNamed('Agreed')).consentAt).toBe(consentAt);
  });

  it('takes a ticked checkbox’s “on” as consent', async () => {
    expect((await save({ ...applicant('Ticked'), consent: 'on' })).statusCode).toBe(201);
    expect((await contactNamed('Ticked')).consentAt).toEqual(expect.any(String));
  });

  it('asks a contact message for no consent, and records none', async () => {
    await sendMessage('Messenger');
    expect(await contactNamed('Messenger')).toMatchObject({ kind: 'message', consentAt: null });
  });
});

describe('retention', () => {
  it('deletes the applications older than CV_RETENTION_DAYS with their CVs and emails, and keeps the rest', async () => {
    const old = await apply('Old');
    const young = await apply('Young');
    const oldMessage = await sendMessage('Old message');
    await receivedDaysAgo(old, 366);
    await receivedDaysAgo(young, 364);
    await receivedDaysAgo(oldMessage, 400);
    const [oldCv, youngCv] = [await cvFileOf(old), await cvFileOf(young)];
    const oldMails = [await mailAbout(old), await mailAbout(old)];
    const keptMails = [await mailAbout(young), await mailAbout(oldMessage), await mailAbout(null)];
    const trash = (await snapshot(api)).rows.trash;

    // Two instances at once: each application goes once, and its CV with it.
    const deleted = await Promise.all([
      deleteExpiredApplications(api.context, 365),
      deleteExpiredApplications(api.context, 365),
    ]);
    expect(deleted.sort()).toEqual([0, 1]);

    expect(await rowOf(old)).toBeUndefined();
    expect(await stored(oldCv)).toBe(false);
    expect(await mailsLeft(oldMails)).toEqual([]);
    expect(await rowOf(young)).toBeDefined();
    expect(await rowOf(oldMessage)).toBeDefined();
    expect(await stored(youngCv)).toBe(true);
    expect((await mailsLeft(keptMails)).sort()).toEqual([...keptMails].sort());
    expect((await snapshot(api)).rows.trash).toEqual(trash);
    expect((await api.asAdmin({ url: `/contact/get/cv/${old}` })).statusCode).toBe(404);

    const [line, ...more] = await activityOf('contact-retention');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ actor: RETENTION_ACTOR, kind: 'contact', entityId: null });
    expect(line?.summary).toMatch(/^Deleted 1 application received before \S+, with their CVs and emails/);
    expect(line?.summary).not.toContain('Old');
  });

  it('runs when started, then daily, logging how many it deleted', async () => {
    const old = await apply('Daily');
    await receivedDaysAgo(old, 31);
    const logged: unknown[] = [];
    const log = Object.assign(Object.create(api.app.log), { info: (...args: unknown[]) => logged.push(args) });
    const job = dailyApplicationRetention(api.context, 30, log);
    await job.start();
    await job.stop();
    expect(await rowOf(old)).toBeUndefined();
    expect(logged).toContainEqual([
      expect.objectContaining({ deleted: expect.any(Number), retentionDays: 30 }),
      expect.any(String),
    ]);
  });

  it('runs when the API starts, after CV_RETENTION_DAYS', async () => {
    const older = await startTestApi();
    const { contactId } = await older.context.db
      .insertInto('contacts')
      .values({
        kind: 'application',
        firstName: 'Ana',
        lastName: 'Restarted',
        email: 'ana@example.al',
        contactNumber: '+355 69 123 4567',
        contactMessage: '',
        cvUrl: null,
        staffId: null,
        reference: 'TG-OLD01',
        createdAt: new Date(Date.now() - 11 * DAY_MS).toISOString(),
      })
      .returning('contactId')
      .executeTakeFirstOrThrow();
    await older.app.close();
    const restarted = await buildApp({
      dataDir: older.dataDir,
      databaseUrl: older.databaseUrl,
      siteOrigins: [],
      cvRetentionDays: 10,
    });
    try {
      await expect
        .poll(async () =>
          restarted.context.db.selectFrom('contacts').select('contactId').where('contactId', '=', contactId).execute(),
        )
        .toEqual([]);
    } finally {
      await restarted.app.close();
      await older.close();
    }
  });
});

describe('erasure', () => {
  const erase = (contactId: number) => api.asAdmin({ method: 'DELETE', url: `/contact/delete/${contactId}` });

  it('deletes an application at once with its CV and emails, logging it by id and reference only', async () => {
    const contactId = await apply('Forget-me');
    const cvFile = await cvFileOf(contactId);
    const { reference } = (await rowOf(contactId)) ?? {};
    const itsMails = [await mailAbout(contactId)];
    const otherMail = await mailAbout(null);
    const trash = (await snapshot(api)).rows.trash;

    const response = await erase(contactId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Contact deleted successfully!' });

    expect(await rowOf(contactId)).toBeUndefined();
    expect(await stored(cvFile)).toBe(false);
    expect(await mailsLeft(itsMails)).toEqual([]);
    expect(await mailsLeft([otherMail])).toEqual([otherMail]);
    expect((await snapshot(api)).rows.trash).toEqual(trash);
    expect((await api.asAdmin({ url: `/contact/get/single/contact/${contactId}` })).statusCode).toBe(404);
    expect((await api.asAdmin({ url: `/contact/get/cv/${contactId}` })).statusCode).toBe(404);

    const line = (await activityOf('contact-delete')).find((entry) => entry.entityId === contactId);
    expect(line).toMatchObject({ actor: 'admin', kind: 'contact' });
    expect(line?.summary).toBe(`Deleted application #${contactId} (${reference}) at once, with its CV and emails`);
    const log = await api.asAdmin({ url: `/activity?q=${reference}` });
    expect(log.json().entries).toEqual([expect.objectContaining({ action: 'contact-delete', entityId: contactId })]);
  });

  it('deletes a contact message at once', async () => {
    const contactId = await sendMessage('Message to forget');
    expect((await erase(contactId)).statusCode).toBe(200);
    expect(await rowOf(contactId)).toBeUndefined();
    const line = (await activityOf('contact-delete')).find((entry) => entry.entityId === contactId);
    expect(line?.summary).toMatch(/^Deleted message #\d+ \(TG-\w+\) at once, with its emails$/);
  });

  it('answers 404 for a contact deleted already, and deletes nothing else', async () => {
    const contactId = await sendMessage('Twice');
    expect((await erase(contactId)).statusCode).toBe(200);
    const before = await snapshot(api);
    const again = await erase(contactId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await snapshot(api)).toEqual(before);
  });

  it('is for admins only: 401 without a token, 403 for ROLE_USER, and the contact stays', async () => {
    const contactId = await apply('Kept');
    const url = `/contact/delete/${contactId}`;
    expect((await api.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const asUser = await api.app.inject({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${api.userToken}` },
    });
    expect(asUser.statusCode).toBe(403);
    expect(await rowOf(contactId)).toBeDefined();
    expect(await stored(await cvFileOf(contactId))).toBe(true);
  });
});
