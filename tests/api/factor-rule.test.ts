import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeAt } from '#server/auth/second-factors.ts';
import { startTestApi, type TestApi, VISITOR } from '../fixtures/api.ts';
import { startMailServer } from '../fixtures/mail-server.ts';

const FROM = 'Tirana Group <no-reply@tiranagroup.test>';

/**
 * The rule an admin sets on second factors, an admin removing another account's factors, and the
 * email each change to an account's factors sends its owner, in the language of their admin
 * (docs/decisions/032-second-factors.md). The mails go to a real SMTP server started here.
 */
describe('the second-factor rule, and factors removed by an admin', () => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    smtp = await startMailServer();
    api = await startTestApi({
      mail: { transportUrl: smtp.url, from: FROM, teamEmails: [] },
      mailTimings: { firstRetryMs: 50, maxRetryMs: 400, pollMs: 100 },
    });
    // The admin has a factor of its own, so that it may turn the rule on.
    await addApp(api.adminToken);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  afterEach(async () => {
    await setRule('off');
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({ method, url, ...(payload && { payload }), headers: { authorization: `Bearer ${token}` } });
  const setRule = (rule: string, token = api.adminToken) => call(token, 'PUT', '/accounts/factor-rule', { rule });
  const login = async (usernameOrEmail: string, password: string, language?: 'sq' | 'en') => {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { usernameOrEmail, password, ...(language && { language }) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { token: string; secondFactorDue: boolean; factorSetupDue: boolean };
  };
  async function addApp(token: string) {
    const setup = await call(token, 'POST', '/user/factors/app');
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = (setup.json().secret as string).replace(/\s/g, '');
    const confirmed = await call(token, 'POST', '/user/factors/app/confirm', { code: codeAt(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret };
  }
  let accounts = 0;
  /** A new account of `roles`, signed in with its password; `language` is its admin's. */
  async function newAccount(roles: string[], language?: 'sq' | 'en') {
    accounts++;
    const account = {
      username: `ruled${accounts}`,
      email: `ruled${accounts}@example.com`,
      password: 'a ruled password',
    };
    const created = await api.asAdmin({ method: 'POST', url: '/accounts', payload: { ...account, roles } });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = await login(account.email, account.password, language);
    return { ...account, userId: created.json().userId as number, token };
  }
  const mailsTo = async (address: string, count: number) => {
    await expect.poll(() => smtp.to(address).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
    return smtp.to(address);
  };

  it('is off at first; an admin with a factor sets it, which the activity log says; an editor may not', async () => {
    expect((await call(api.adminToken, 'GET', '/accounts/factor-rule')).json()).toEqual({ rule: 'off' });
    const set = await setRule('admins');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ rule: 'admins' });
    expect((await call(api.adminToken, 'GET', '/accounts/factor-rule')).json()).toEqual({ rule: 'admins' });
    expect((await setRule('everyone', api.userToken)).statusCode).toBe(403);
    expect((await setRule('sometimes')).statusCode).toBe(400);

    const entries = (await call(api.adminToken, 'GET', '/activity?q=rule')).json().entries;
    expect(entries[0]).toMatchObject({ actor: 'admin', action: 'factor-rule', details: { factorRule: 'admins' } });
  });

  it('refuses to be turned on by an admin without a factor of their own, who would be locked out', async () => {
    const admin = await newAccount(['ROLE_ADMIN']);
    const refused = await setRule('everyone', admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OWN_FACTOR_FIRST');
    expect((await call(api.adminToken, 'GET', '/accounts/factor-rule')).json()).toEqual({ rule: 'off' });
    // Turning it off asks for nothing.
    expect((await setRule('off', admin.token)).statusCode).toBe(200);
  });

  it('for admins only: an admin without a factor can only set one up, then everything; an editor goes on', async () => {
    const admin = await newAccount(['ROLE_ADMIN']);
    const editor = await newAccount(['ROLE_USER']);
    expect((await setRule('admins')).statusCode).toBe(200);

    // The session it had already is held to the rule from its next request.
    for (const [method, url] of [
      ['GET', '/accounts'],
      ['GET', '/projects/get/all'],
      ['POST', '/user/factors/recovery-codes'],
    ] as const) {
      const refused = await call(
        admin.token,
        method,
        url,
        method === 'POST' ? { password: admin.password } : undefined,
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'SECOND_FACTOR_SETUP_REQUIRED',
        message: 'Add an authenticator app or a passkey to your account before you go on.',
      });
    }
    const again = await login(admin.email, admin.password);
    expect(again).toMatchObject({ secondFactorDue: false, factorSetupDue: true });
    expect((await call(again.token, 'GET', '/accounts')).statusCode).toBe(403);
    // What setting up a factor needs is open: reading one's factors, the language, adding the app.
    expect((await call(again.token, 'GET', '/user/factors')).statusCode).toBe(200);
    expect((await call(again.token, 'PUT', '/user/language', { language: 'en' })).statusCode).toBe(200);
    await addApp(again.token);
    expect((await call(again.token, 'GET', '/accounts')).statusCode).toBe(200);
    expect((await call(again.token, 'GET', '/projects/get/all')).statusCode).toBe(200);

    // The rule does not cover an editor.
    expect((await login(editor.email, editor.password)).factorSetupDue).toBe(false);
    expect((await call(editor.token, 'GET', '/projects/get/all')).statusCode).toBe(200);
  });

  it('for every account: an editor without a factor too, who may still log out; off again, nobody', async () => {
    const editor = await newAccount(['ROLE_USER']);
    expect((await setRule('everyone')).statusCode).toBe(200);
    const answer = await login(editor.email, editor.password);
    expect(answer.factorSetupDue).toBe(true);
    const refused = await call(answer.token, 'POST', '/news/save', { newsTitle: 'Before a factor' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    // The admin has a factor: the rule asks nothing more of it.
    expect((await call(api.adminToken, 'GET', '/accounts')).statusCode).toBe(200);

    expect((await setRule('off')).statusCode).toBe(200);
    expect((await call(answer.token, 'GET', '/projects/get/all')).statusCode).toBe(200);
    expect((await login(editor.email, editor.password)).factorSetupDue).toBe(false);
    expect((await call(editor.token, 'POST', '/user/logout')).statusCode).toBe(200);
  });

  it('lets an admin remove another account’s factors: the log names the admin, the owner signs in with the password alone', async () => {
    const owner = await newAccount(['ROLE_USER'], 'en');
    await addApp(owner.token);
    const listed = (await call(api.adminToken, 'GET', '/accounts')).json() as {
      userId: number;
      username: string;
      hasSecondFactor: boolean;
    }[];
    expect(listed.find((account) => account.userId === owner.userId)?.hasSecondFactor).toBe(true);
    expect(listed.find((account) => account.username === VISITOR.username)?.hasSecondFactor).toBe(false);

    // An editor may not; nor may an admin remove their own here, without their password.
    expect((await call(api.userToken, 'DELETE', `/accounts/${owner.userId}/factors`)).statusCode).toBe(403);
    const own = await call(api.adminToken, 'DELETE', '/accounts/1/factors');
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWN_FACTORS');

    const removed = await call(api.adminToken, 'DELETE', `/accounts/${owner.userId}/factors`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ userId: owner.userId, hasSecondFactor: false });
    // Its sessions ended with the factors they began with.
    expect((await call(owner.token, 'GET', '/projects/get/all')).statusCode).toBe(401);
    const next = await login(owner.email, owner.password);
    expect(next).toMatchObject({ secondFactorDue: false, factorSetupDue: false });
    expect((await call(next.token, 'GET', '/user/factors')).json()).toEqual({
      authenticatorApp: null,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    expect((await call(api.adminToken, 'DELETE', `/accounts/${owner.userId}/factors`)).statusCode).toBe(409);

    const entries = (await call(api.adminToken, 'GET', `/activity?q=${owner.username}`)).json().entries;
    expect(entries.find((entry: { action: string }) => entry.action === 'factor-remove')).toMatchObject({
      actor: 'admin',
      entityId: owner.userId,
      summary: `Removed every factor of the account “${owner.username}”`,
      details: { username: owner.username },
    });
  });

  it('emails the owner every change to their factors, in the language of their admin', async () => {
    const english = await newAccount(['ROLE_USER'], 'en');
    const albanian = await newAccount(['ROLE_USER']);
    // The language said at the login, then by the admin's switch.
    expect((await call(albanian.token, 'PUT', '/user/language', { language: 'en' })).statusCode).toBe(200);
    expect((await call(albanian.token, 'PUT', '/user/language', { language: 'sq' })).statusCode).toBe(200);
    expect((await call(albanian.token, 'PUT', '/user/language', { language: 'de' })).statusCode).toBe(400);

    for (const account of [english, albanian]) {
      await addApp(account.token);
      const renewed = await call(account.token, 'POST', '/user/factors/recovery-codes', { password: account.password });
      expect(renewed.statusCode, renewed.body).toBe(200);
    }
    const removed = await call(english.token, 'DELETE', '/user/factors/app', { password: english.password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(api.adminToken, 'DELETE', `/accounts/${albanian.userId}/factors`)).statusCode).toBe(200);

    const inEnglish = await mailsTo(english.email, 3);
    expect(inEnglish.map((mail) => mail.subject)).toEqual([
      'An authenticator app was added to your account',
      'New recovery codes were made for your account',
      'An authenticator app was removed from your account',
    ]);
    const [added] = inEnglish;
    expect(added?.text).toContain(`Hello ${english.username},`);
    expect(added?.text).toMatch(/When: \d{1,2} \w+ \d{4}.* \(Tirana time\)/);
    expect(added?.text).toContain('If this was not you, someone else knows your password');
    expect(added?.text).toContain('Open your account: http://localhost:4321/adminpage/account');
    expect(added?.html).toContain('<html lang="en">');
    expect(added?.from?.text).toContain('no-reply@tiranagroup.test');

    const inAlbanian = await mailsTo(albanian.email, 3);
    expect(inAlbanian.map((mail) => mail.subject)).toEqual([
      'Një aplikacion vërtetimi u shtua në llogarinë tuaj',
      'U krijuan kode të reja rikuperimi për llogarinë tuaj',
      'admin hoqi të gjithë faktorët e dytë të llogarisë suaj',
    ]);
    const byAdmin = inAlbanian[2];
    expect(byAdmin?.text).toContain(`Përshëndetje ${albanian.username},`);
    expect(byAdmin?.text).toContain('Ndryshimin e bëri: admin');
    expect(byAdmin?.text).toContain('(ora e Tiranës)');
    expect(byAdmin?.text).toContain(
      'Nëse nuk e kërkuat ju këtë ndryshim, njoftoni menjëherë një administrator tjetër.',
    );
    expect(byAdmin?.html).toContain('<html lang="sq">');
  });

  it('sends no factor email where no mail server is set', async () => {
    const quiet = await startTestApi();
    try {
      const setup = await quiet.app.inject({
        method: 'POST',
        url: '/user/factors/app',
        headers: { authorization: `Bearer ${quiet.userToken}` },
      });
      const secret = (setup.json().secret as string).replace(/\s/g, '');
      const confirmed = await quiet.app.inject({
        method: 'POST',
        url: '/user/factors/app/confirm',
        payload: { code: codeAt(secret) },
        headers: { authorization: `Bearer ${quiet.userToken}` },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await quiet.context.db.selectFrom('mails').selectAll().execute()).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
