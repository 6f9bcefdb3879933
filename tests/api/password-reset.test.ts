import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/auth/passwords.ts';
import { codeAt } from '#server/auth/second-factors.ts';
import { insertUser, updateDisabledAt } from '#server/repositories/users.ts';
import { FORGOTTEN_PASSWORD_ANSWER, RESET_LINK_REFUSED } from '#shared/payloads/password-reset.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { startMailServer } from '../fixtures/mail-server.ts';
import { askForReset, resetLinkOf, tokenOf } from '../fixtures/password-resets.ts';

const FAST = { firstRetryMs: 50, maxRetryMs: 400, pollMs: 100 };
const PER_EMAIL = 3;
const PER_ADDRESS = 6;
const NEW_PASSWORD = 'a brand new long password';

type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/**
 * A forgotten password (docs/decisions/032-second-factors.md#a-forgotten-password): the email,
 * received by a real SMTP server, and its link, which works once, for 30 minutes, for its account.
 */
describe('a forgotten password', () => {
  let smtp: MailServer;
  let api: TestApi;
  let accounts = 0;
  // Each request comes from an address of its own unless a test says otherwise: the per-address limit is tested apart.
  let addresses = 0;
  const nextAddress = () => `10.41.${Math.floor(++addresses / 250)}.${addresses % 250}`;

  beforeAll(async () => {
    smtp = await startMailServer();
    api = await startTestApi({
      mail: { transportUrl: smtp.url, from: 'Tirana Group <no-reply@tiranagroup.test>', teamEmails: [] },
      mailTimings: FAST,
      resetLimit: { perEmail: PER_EMAIL, perAddress: PER_ADDRESS, windowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  /** A new account of its own for a test. */
  async function newAccount() {
    accounts++;
    const account = {
      username: `reset${accounts}`,
      email: `reset${accounts}@example.com`,
      password: `old password ${accounts}`,
    };
    const userId = await insertUser(api.context.db, {
      username: account.username,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      roles: ['ROLE_USER'],
    });
    return { ...account, userId };
  }
  const login = (usernameOrEmail: string, password: string) =>
    api.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { usernameOrEmail, password },
      remoteAddress: nextAddress(),
    });
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    api.app.inject({
      method: 'POST',
      url: '/user/password/reset',
      payload: { token, newPassword },
      remoteAddress: nextAddress(),
    });
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url, ...(payload && { payload }), headers: { authorization: `Bearer ${token}` } });
  /** Asks for the email and waits for it: the `count`th mail to `email`. */
  async function resetMail(email: string, language: 'sq' | 'en' = 'en', count = 1) {
    const asked = await askForReset(api.app, email, language, nextAddress());
    expect(asked.statusCode, asked.body).toBe(200);
    await expect.poll(() => smtp.to(email).length, { timeout: 5_000 }).toBe(count);
    const mail = smtp.to(email)[count - 1];
    if (!mail) throw new Error(`no mail ${count} to ${email}`);
    return mail;
  }

  it('answers the same words for an email with an account, one without, and a disabled account, and writes only to the first', async () => {
    const known = await newAccount();
    const disabled = await newAccount();
    await updateDisabledAt(api.context.db, disabled.userId, new Date().toISOString());
    const answers = [];
    for (const email of [known.email, 'nobody-here@example.com', disabled.email, known.email.toUpperCase()]) {
      const answer = await askForReset(api.app, email, 'en', nextAddress());
      answers.push({ status: answer.statusCode, body: answer.json() });
    }
    expect(answers).toEqual(Array(4).fill({ status: 200, body: { message: FORGOTTEN_PASSWORD_ANSWER } }));
    await expect.poll(() => smtp.to(known.email).length, { timeout: 5_000 }).toBe(2);
    // The mail sender has had its turns: nothing else was sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to('nobody-here@example.com')).toEqual([]);
    expect(smtp.to(disabled.email)).toEqual([]);
    expect(
      smtp.received.filter((item) => !item.to.includes(known.email) && item.to.some((to) => to.startsWith('reset'))),
    ).toEqual([]);
  });

  it('sends the link in the login page’s language, and keeps only the token’s hash', async () => {
    const account = await newAccount();
    const albanian = await resetMail(account.email, 'sq');
    expect(albanian.subject).toBe('Zgjidhni një fjalëkalim të ri për administrimin e Tirana Group');
    expect(albanian.text).toContain(`Përshëndetje ${account.username},`);
    expect(albanian.text).toContain('Lidhja funksionon një herë të vetme, për 30 minuta.');
    expect(albanian.html).toContain('<html lang="sq">');
    const link = resetLinkOf(albanian);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4321/adminpage/resetpassword');
    expect(link.searchParams.get('language')).toBe('sq');
    const token = tokenOf(albanian);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(albanian.html).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);

    const english = await resetMail(account.email, 'en', 2);
    expect(english.subject).toBe('Choose a new password for the Tirana Group admin');
    expect(english.text).toContain('The link works once, for 30 minutes.');

    const rows = await api.context.db
      .selectFrom('passwordResets')
      .selectAll()
      .where('userId', '=', account.userId)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.tokenHash).not.toBe(token);
      expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
      expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBeLessThanOrEqual(30 * 60_000 + 1_000);
    }
    const stored = JSON.stringify(await api.context.db.selectFrom('passwordResets').selectAll().execute());
    expect(stored).not.toContain(token);
  });

  it('sets the new password with the link once, ends every session of the account, and signs in', async () => {
    const account = await newAccount();
    const before = (await login(account.email, account.password)).json().token as string;
    expect((await call(before, 'GET', '/user/sessions')).statusCode).toBe(200);
    const token = tokenOf(await resetMail(account.email));

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ userId: account.userId, username: account.username, secondFactorDue: false });
    const fresh = done.json().token as string;
    expect((await call(before, 'GET', '/user/sessions')).statusCode).toBe(401);
    const sessions = await call(fresh, 'GET', '/user/sessions');
    expect(sessions.json()).toEqual([expect.objectContaining({ began: 'password', current: true })]);

    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another long password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_REFUSED', message: RESET_LINK_REFUSED });
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const log = (await api.asAdmin({ url: '/activity?search=password' })).json();
    expect(JSON.stringify(log)).toContain(
      `Set a new password of their account “${account.username}” with an emailed link`,
    );
  });

  it('refuses a link after its 30 minutes, and one that never was', async () => {
    const account = await newAccount();
    const token = tokenOf(await resetMail(account.email));
    await api.context.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where('userId', '=', account.userId)
      .execute();
    for (const refused of [await reset(token), await reset('not-a-token-that-was-ever-sent')]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'RESET_LINK_REFUSED', message: RESET_LINK_REFUSED });
    }
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('changes only the account the link was sent to: another keeps its password and its sessions', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const othersSession = (await login(other.email, other.password)).json().token as string;
    const token = tokenOf(await resetMail(owner.email));
    const done = await reset(token);
    expect(done.json().userId).toBe(owner.userId);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect((await login(other.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await call(othersSession, 'GET', '/user/sessions')).statusCode).toBe(200);
  });

  it('voids the account’s other links once one is used', async () => {
    const account = await newAccount();
    const first = tokenOf(await resetMail(account.email));
    const second = tokenOf(await resetMail(account.email, 'en', 2));
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'a password from an older link')).json().code).toBe('RESET_LINK_REFUSED');
  });

  it('refuses a new password naming the account, and the link still works after', async () => {
    const account = await newAccount();
    const token = tokenOf(await resetMail(account.email));
    const named = await reset(token, account.email.toUpperCase());
    expect(named.statusCode).toBe(400);
    expect(Object.keys(named.json().fields)).toEqual(['newPassword']);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('still asks the second factor of an account that has one', async () => {
    const account = await newAccount();
    const token = (await login(account.email, account.password)).json().token as string;
    const setup = await call(token, 'POST', '/user/factors/app');
    const secret = (setup.json().secret as string).replace(/\s/g, '');
    expect((await call(token, 'POST', '/user/factors/app/confirm', { code: codeAt(secret) })).statusCode).toBe(200);
    // The app's addition is told to the owner first; the link's email comes second.
    await expect.poll(() => smtp.to(account.email).length, { timeout: 5_000 }).toBe(1);

    const done = await reset(tokenOf(await resetMail(account.email, 'en', 2)));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().secondFactorDue).toBe(true);
    const due = done.json().token as string;
    const blocked = await call(due, 'GET', '/user/sessions');
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await call(token, 'GET', '/user/factors')).statusCode).toBe(401);

    // The code of the next step: the one of the confirmation's step was taken already.
    const given = await call(due, 'POST', '/user/second-factor', { code: codeAt(secret, Date.now() + 30_000) });
    expect(given.statusCode, given.body).toBe(200);
    const sessions = (await call(due, 'GET', '/user/sessions')).json();
    expect(sessions).toEqual([expect.objectContaining({ began: 'password-and-app', current: true })]);
  });

  it('limits the requests per email, whatever the address, and per address, whatever the email (429 with Retry-After)', async () => {
    const email = 'much-forgotten@example.com';
    for (let index = 0; index < PER_EMAIL; index++)
      expect((await askForReset(api.app, email, 'en', nextAddress())).statusCode).toBe(200);
    const refused = await askForReset(api.app, email, 'en', nextAddress());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    // Another spelling of the same email is the same email.
    expect((await askForReset(api.app, ` ${email.toUpperCase()}`, 'en', nextAddress())).statusCode).toBe(429);

    const address = nextAddress();
    for (let index = 0; index < PER_ADDRESS; index++)
      expect((await askForReset(api.app, `someone${index}@example.com`, 'sq', address)).statusCode).toBe(200);
    const crowded = await askForReset(api.app, 'someone-else@example.com', 'sq', address);
    expect(crowded.statusCode).toBe(429);
    expect(Number(crowded.headers['retry-after'])).toBeGreaterThan(0);
  });
});
