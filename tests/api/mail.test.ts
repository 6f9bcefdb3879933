import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '#shared/constants.ts';
import type { Contact } from '#shared/entities/contact.ts';
import { REFUSED_MAIL_DAYS } from '#shared/payloads/mail.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument } from '../fixtures/files.ts';
import { startMailServer } from '../fixtures/mail-server.ts';

const STAFF = 'hr@tiranagroup.test';
const FROM = 'Tirana Group <no-reply@tiranagroup.test>';
const FAST = { firstRetryMs: 50, maxRetryMs: 400, pollMs: 100 };

type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/** Sends a contact message as the site's form does, and checks that the API took it. */
async function sendMessage(api: TestApi, payload: Record<string, string>) {
  const sent = await api.app.inject({ method: 'POST', url: '/contact/save', payload });
  expect(sent.statusCode, sent.body).toBe(201);
}

/** An API that sends through the mail server at `transportUrl`, its failed tries retried fast. */
const apiSendingTo = (transportUrl: string, from = FROM) =>
  startTestApi({ mail: { transportUrl, from, teamEmails: [STAFF] }, mailTimings: FAST });

/** How email stands on the dashboard. */
const mailStatus = async (api: TestApi) => (await api.asAdmin({ url: '/attention' })).json().mail;

/**
 * Email (docs/decisions/018-mail.md), sent through a real SMTP server started here and read back
 * with mailparser: staff's notification and the visitor's confirmation of each message and
 * application, nothing for spam, and delivery once a mail server that was down is back.
 */
describe('email', () => {
  let smtp: MailServer;
  let api: TestApi;
  beforeAll(async () => {
    smtp = await startMailServer();
    api = await startTestApi({
      mail: { transportUrl: smtp.url, from: FROM, teamEmails: [STAFF] },
      mailTimings: FAST,
      contactRateLimit: { max: 6, timeWindowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const contactByEmail = async (email: string) => {
    const contacts = (await api.asAdmin({ url: '/contact/get/mini' })).json() as Contact[];
    const contact = contacts.find((item) => item.email === email);
    if (!contact) throw new Error(`no contact from ${email}`);
    return contact;
  };
  const mailsTo = async (address: string, count: number) => {
    await expect.poll(() => smtp.to(address).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
    return smtp.to(address);
  };

  it('tells staff of a message, with the admin’s link, and confirms to the visitor in Albanian with the reference', async () => {
    const visitor = 'arta@example.al';
    const sent = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: {
        firstName: 'Arta',
        lastName: 'Hoxha',
        email: visitor,
        contactNumber: '+355 69 123 4567',
        contactMessage: 'A kemi apartamente me tre dhoma?',
        language: 'sq',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const contact = await contactByEmail(visitor);
    expect(contact.reference).toMatch(/^TG-[0-9A-HJKMNP-TV-Z]{5}$/);

    const staffMails = (await mailsTo(STAFF, 1)).filter((mail) => mail.subject?.includes(contact.reference));
    expect(staffMails).toHaveLength(1);
    const [staff] = staffMails;
    expect(staff?.from?.text).toBe(FROM.replace(/^Tirana Group /, '"Tirana Group" '));
    expect(staff?.subject).toBe(`New message from Arta Hoxha (${contact.reference})`);
    for (const part of [visitor, '+355 69 123 4567', 'A kemi apartamente me tre dhoma?', contact.reference]) {
      expect(staff?.text).toContain(part);
    }
    const link = `http://localhost:4321/adminpage/viewcontact/${contact.contactId}`;
    expect(staff?.text).toContain(link);
    expect(staff?.html).toContain(`href="${link}"`);
    expect(staff?.attachments).toEqual([]);

    const [confirmation] = await mailsTo(visitor, 1);
    expect(confirmation?.subject).toBe(`Morëm mesazhin tuaj (${contact.reference})`);
    expect(confirmation?.text).toContain('Përshëndetje Arta,');
    expect(confirmation?.text).toContain(`Referenca juaj: ${contact.reference}`);
    expect(confirmation?.html).toContain('<html lang="sq">');
    expect(confirmation?.html).toContain(contact.reference);
  });

  it('tells staff of an application without its CV, and confirms it in English with the vacancy', async () => {
    const vacancy = await api.asAdmin({
      method: 'POST',
      url: '/staff/save',
      payload: { staffTittle: 'Site engineer', titulliStaf: 'Inxhinier kantieri' },
    });
    const { staffId } = vacancy.json() as { staffId: number };
    const visitor = 'besnik@example.com';
    const sent = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: form({
        firstName: 'Besnik',
        lastName: 'Leka',
        email: visitor,
        contactNumber: '0691234567',
        staffId,
        consent: 'true',
        language: 'en',
        cvUrl: [await pdfDocument(1), 'cv.pdf'],
      }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const contact = await contactByEmail(visitor);

    const [staff] = (await mailsTo(STAFF, 2)).filter((mail) => mail.subject?.includes(contact.reference));
    expect(staff?.subject).toBe(`New application for Site engineer from Besnik Leka (${contact.reference})`);
    expect(staff?.text).toContain('A CV is attached to the application in the admin; it is not sent by email.');
    expect(staff?.attachments).toEqual([]);

    const [confirmation] = await mailsTo(visitor, 1);
    expect(confirmation?.subject).toBe(`We received your application for Site engineer (${contact.reference})`);
    expect(confirmation?.text).toContain(`Your reference: ${contact.reference}`);
    expect(confirmation?.html).toContain('<html lang="en">');
  });

  it('escapes what the visitor wrote in every HTML part', async () => {
    const visitor = 'hostile@example.com';
    const hostile = '</blockquote><script>alert(1)</script> & "quoted" <img src=x onerror=alert(2)>';
    await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: { firstName: '<b>Eve</b>', email: visitor, contactMessage: hostile, language: 'en' },
    });
    const [confirmation] = await mailsTo(visitor, 1);
    const contact = await contactByEmail(visitor);
    const [staff] = smtp.to(STAFF).filter((mail) => mail.subject?.includes(contact.reference));
    for (const html of [String(confirmation?.html), String(staff?.html)]) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>Eve');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;');
    }
    expect(confirmation?.text).toContain(hostile);
  });

  it('sends nothing for a submission caught by the honeypot or the rate limit', async () => {
    const before = smtp.received.length;
    const trapped = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: {
        firstName: 'Bot',
        email: 'bot@example.com',
        contactMessage: 'Buy now',
        website: 'http://spam.example',
      },
    });
    expect(trapped.statusCode).toBe(201);
    let limited = 0;
    for (let index = 0; index < 8; index++) {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/contact/save',
        remoteAddress: '203.0.113.9',
        payload: { firstName: 'Flood', email: `flood${index}@example.com`, contactMessage: 'Again', language: 'en' },
      });
      if (answer.statusCode === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
    const accepted = 8 - limited;
    // Each accepted one sends two mails; wait for those, then make sure no more came.
    await expect.poll(() => smtp.received.length - before, { timeout: 5_000 }).toBe(accepted * 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length - before).toBe(accepted * 2);
    expect(smtp.to('bot@example.com')).toEqual([]);
    const unsent = await api.context.db.selectFrom('mails').select('mailId').where('sentAt', 'is', null).execute();
    expect(unsent).toEqual([]);
  });
});

describe('email without a mail server', () => {
  it('writes no mail without a mail server, and the dashboard says email is off', async () => {
    const api = await startTestApi();
    try {
      await api.app.inject({
        method: 'POST',
        url: '/contact/save',
        payload: { firstName: 'Ema', email: 'ema@example.com', contactMessage: 'Hi', language: 'sq' },
      });
      expect(await api.context.db.selectFrom('mails').selectAll().execute()).toEqual([]);
      expect(await mailStatus(api)).toEqual({
        enabled: false,
        teamNotified: false,
        unsent: 0,
        failing: 0,
        lastError: null,
        refused: 0,
        lastRefusal: null,
      });
    } finally {
      await api.close();
    }
  });
});

describe('email to an address the mail server has no mailbox for', () => {
  it('is tried once and not again, the dashboard names it, and the other mails go', async () => {
    const visitor = 'nobody@example.com';
    const smtp = await startMailServer(0, { noMailbox: [visitor] });
    const api = await apiSendingTo(smtp.url);
    try {
      await sendMessage(api, { firstName: 'Besa', email: visitor, contactMessage: 'Hello', language: 'en' });
      await expect.poll(async () => (await mailStatus(api)).refused, { timeout: 5_000 }).toBe(1);
      await expect.poll(() => smtp.to(STAFF).length, { timeout: 5_000 }).toBe(1);
      // Several of the fast retries' waits: a refused mail would have been tried again by now.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(smtp.refused).toEqual([visitor]);
      expect(smtp.to(visitor)).toEqual([]);
      const mail = await mailStatus(api);
      expect(mail).toMatchObject({ unsent: 0, failing: 0, refused: 1, lastRefusal: { recipient: visitor } });
      expect(mail.lastRefusal.error).toMatch(/550.*no such mailbox/);
      const [row] = await api.context.db.selectFrom('mails').selectAll().where('recipient', '=', visitor).execute();
      expect(row).toMatchObject({ attempts: 1, sentAt: null });
      expect(row?.refusedAt).toEqual(expect.any(String));

      // Counted for the last REFUSED_MAIL_DAYS days only, as failed publishes are.
      const longAgo = new Date(Date.now() - (REFUSED_MAIL_DAYS + 1) * DAY_MS).toISOString();
      await api.context.db.updateTable('mails').set({ refusedAt: longAgo }).where('recipient', '=', visitor).execute();
      expect(await mailStatus(api)).toMatchObject({ refused: 0, lastRefusal: null });
    } finally {
      await api.close();
      await smtp.close();
    }
  });

  it('keeps trying a mail the server turns away for another reason', async () => {
    // A 5xx that is not about the recipient (here the sender is refused, as by a relay set up
    // wrong): the server's settings may be mended, so the mail waits for that instead of being dropped.
    const sender = 'no-reply@not-relayed.test';
    const smtp = await startMailServer(0, { refusedSenders: [sender] });
    const api = await apiSendingTo(smtp.url, `Tirana Group <${sender}>`);
    try {
      await sendMessage(api, {
        firstName: 'Genti',
        email: 'genti@example.com',
        contactMessage: 'Hello',
        language: 'sq',
      });
      const attempts = async () =>
        Math.min(...(await api.context.db.selectFrom('mails').select('attempts').execute()).map((row) => row.attempts));
      await expect.poll(attempts, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
      const mail = await mailStatus(api);
      expect(mail).toMatchObject({ unsent: 2, failing: 2, refused: 0, lastRefusal: null });
      expect(mail.lastError).toMatch(/550.*relay/);
    } finally {
      await api.close();
      await smtp.close();
    }
  });
});

describe('email about an inquiry', () => {
  let smtp: MailServer;
  let api: TestApi;
  let unitId: number;
  beforeAll(async () => {
    smtp = await startMailServer();
    api = await apiSendingTo(smtp.url);
    const building = await api.asAdmin({
      method: 'POST',
      url: '/building/save',
      payload: {
        buildingTitle: 'Tower A',
        titulliNderteses: 'Kulla A',
        buildingAdress: 'Rruga e Kavajës 10',
        adresaNderteses: 'Rruga e Kavajës 10',
      },
    });
    const unit = await api.asAdmin({
      method: 'POST',
      url: '/unit/save',
      payload: {
        buildingId: building.json().buildingId,
        salesCategoryId: 1,
        reference: 'A-07-04',
        floor: 7,
        unitType: 'apartment',
        status: 'reserved',
      },
    });
    expect(unit.statusCode, unit.body).toBe(201);
    unitId = unit.json().unitId;
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const inquiryFrom = async (email: string) => {
    const [contact] = (await api.asAdmin({ url: `/contact/inbox?q=${encodeURIComponent(email)}` })).json().items;
    expect(contact).toMatchObject({ kind: 'inquiry', unit: { unitId } });
    return contact as Contact;
  };
  const mailsTo = async (address: string, count: number) => {
    await expect.poll(() => smtp.to(address).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
    return smtp.to(address);
  };

  it('names the unit, its building, category and status to staff, with links to the inquiry and the unit', async () => {
    const visitor = 'drita@example.al';
    await sendMessage(api, {
      firstName: 'Drita',
      lastName: 'Kola',
      email: visitor,
      contactMessage: 'A mund ta shoh të shtunën?',
      unitId: String(unitId),
      language: 'sq',
    });
    const contact = await inquiryFrom(visitor);
    const [staff] = (await mailsTo(STAFF, 1)).filter((mail) => mail.subject?.includes(contact.reference));
    expect(staff?.subject).toBe(`New inquiry about A-07-04 in Tower A from Drita Kola (${contact.reference})`);
    for (const line of ['Unit: A-07-04', 'Building: Tower A', 'Category: Apartment', 'Status: Reserved']) {
      expect(staff?.text).toContain(line);
    }
    const unitLink = `http://localhost:4321/adminpage/viewunit/${unitId}`;
    expect(staff?.text).toContain(`Open unit A-07-04 in the admin: ${unitLink}`);
    expect(staff?.html).toContain(`href="${unitLink}"`);
    expect(staff?.text).toContain(
      `Open the inquiry in the admin: http://localhost:4321/adminpage/viewcontact/${contact.contactId}`,
    );
    const rows = await api.context.db
      .selectFrom('mails')
      .select(['purpose', 'recipient'])
      .where('contactId', '=', contact.contactId)
      .orderBy('mailId')
      .execute();
    expect(rows).toEqual([
      { purpose: 'team-inquiry', recipient: STAFF },
      { purpose: 'visitor-inquiry', recipient: visitor },
    ]);
  });

  it.each([
    [
      'sq',
      'Morëm pyetjen tuaj për njësinë A-07-04',
      ['Faleminderit për interesin tuaj për njësinë A-07-04 në Kulla A.', 'Njësia: A-07-04', 'Ndërtesa: Kulla A'],
      ['Kategoria: Apartament', `Shikoni njësinë në faqen tonë: http://localhost:4321/unitdetails/`],
    ],
    [
      'en',
      'We received your question about unit A-07-04',
      ['Thank you for your interest in unit A-07-04 in Tower A.', 'Unit: A-07-04', 'Building: Tower A'],
      ['Category: Apartment', `See the unit on our website: http://localhost:4321/en/unitdetails/`],
    ],
  ])('confirms the inquiry to the visitor in %s, naming the unit', async (language, subject, lines, more) => {
    const visitor = `besa.${language}@example.com`;
    await sendMessage(api, { firstName: 'Besa', email: visitor, unitId: String(unitId), language });
    const contact = await inquiryFrom(visitor);
    const [confirmation] = await mailsTo(visitor, 1);
    expect(confirmation?.subject).toBe(`${subject} (${contact.reference})`);
    for (const line of [...lines, ...more]) expect(confirmation?.text).toContain(line);
    expect(confirmation?.text).toContain(`unitdetails/${unitId}\n`);
    expect(confirmation?.html).toContain(`<html lang="${language}">`);
    // The unit's status is the sales team's to tell, not the confirmation's.
    expect(confirmation?.text).not.toMatch(/Reserved|rezervuar/);
  });
});
