import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeAt } from '#server/auth/second-factors.ts';
import { TOTP_PERIOD_S } from '#shared/payloads/second-factors.ts';
import { ADMIN, startTestApi, type TestApi, VISITOR } from '../fixtures/api.ts';

const throttle = { freeFailures: 10, maxFailures: 6, delayStepMs: 0, maxDelayMs: 0, windowMs: 60_000 };
const STEP_MS = TOTP_PERIOD_S * 1000;

describe('a second factor after the password', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ loginThrottle: throttle });
  });
  afterAll(() => api.close());

  // Each test calls from an address of its own, whose count of attempts is its own.
  let address = 0;
  beforeEach(() => {
    address++;
  });
  const remoteAddress = () => `10.9.0.${address}`;
  const login = (usernameOrEmail: string, password: string) =>
    api.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { usernameOrEmail, password },
      remoteAddress: remoteAddress(),
    });
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: remoteAddress(),
    });
  /** Logs in with the password: the token that still owes its second factor. */
  async function halfLogin(account: { email: string; password: string }) {
    const answer = await login(account.email, account.password);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().secondFactorDue).toBe(true);
    return answer.json().token as string;
  }
  /** Adds an authenticator app to the account of `token`: its secret, and the recovery codes it gave. */
  async function addApp(token: string) {
    const setup = await call(token, 'POST', '/user/factors/app');
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = (setup.json().secret as string).replace(/\s/g, '');
    const confirmed = await call(token, 'POST', '/user/factors/app/confirm', { code: codeAt(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  it('adds an authenticator app from its QR code or secret, confirmed by a first code, with ten recovery codes', async () => {
    const plain = await login(VISITOR.email, VISITOR.password);
    expect(plain.json().secondFactorDue).toBe(false);

    const setup = await call(api.userToken, 'POST', '/user/factors/app');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(uri).toContain(encodeURIComponent(VISITOR.email));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const bare = secret.replace(/\s/g, '');

    const wrong = await call(api.userToken, 'POST', '/user/factors/app/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['code']);
    expect((await call(api.userToken, 'GET', '/user/factors')).json().authenticatorApp).toBeNull();

    const confirmed = await call(api.userToken, 'POST', '/user/factors/app/confirm', { code: codeAt(bare) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    const factors = (await call(api.userToken, 'GET', '/user/factors')).json();
    expect(factors).toEqual({
      authenticatorApp: { addedAt: expect.any(String) },
      passkeys: [],
      recoveryCodesLeft: 10,
    });
    // A second app is refused while one is added.
    expect((await call(api.userToken, 'POST', '/user/factors/app')).statusCode).toBe(409);

    // The codes are stored only as hashes.
    const stored = await api.context.db.selectFrom('recoveryCodes').select('codeHash').execute();
    for (const { codeHash } of stored) expect(recoveryCodes).not.toContain(codeHash);
  });

  it('then asks for a code after the password, accepts each code once, and the password alone opens nothing', async () => {
    const account = { email: 'second@example.com', password: 'a password for two factors' };
    const created = await api.asAdmin({
      method: 'POST',
      url: '/accounts',
      payload: { username: 'second', email: account.email, password: account.password, roles: ['ROLE_USER'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const first = (await login(account.email, account.password)).json().token as string;
    const { secret } = await addApp(first);

    const half = await halfLogin(account);
    const refused = await call(half, 'GET', '/user/factors');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SECOND_FACTOR_REQUIRED');
    // Nor does it read drafts where a signed-in editor would.
    expect((await call(half, 'GET', '/projects/get/all')).statusCode).toBe(401);

    // The code that confirmed the app was of this step: it is not accepted a second time.
    const replayed = await call(half, 'POST', '/user/second-factor', { code: codeAt(secret) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('CODE_REFUSED');
    // The next step's code is within the drift allowed, and opens the session.
    const next = codeAt(secret, Date.now() + STEP_MS);
    const given = await call(half, 'POST', '/user/second-factor', { code: `${next.slice(0, 3)} ${next.slice(3)}` });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ token: half, username: 'second', secondFactorDue: false });
    expect((await call(half, 'GET', '/user/factors')).statusCode).toBe(200);

    // The same code in another login is refused: it was used.
    const again = await halfLogin(account);
    expect((await call(again, 'POST', '/user/second-factor', { code: next })).statusCode).toBe(401);
    // A code two steps away is outside the drift allowed.
    const far = codeAt(secret, Date.now() + 3 * STEP_MS);
    expect((await call(again, 'POST', '/user/second-factor', { code: far })).statusCode).toBe(401);
    expect((await call(again, 'GET', '/user/factors')).statusCode).toBe(401);
  });

  it('takes a recovery code once, typed in any case with or without its dash', async () => {
    const account = { email: ADMIN.email, password: ADMIN.password };
    const { recoveryCodes } = await addApp(api.adminToken);
    const [code = ''] = recoveryCodes;

    const half = await halfLogin(account);
    const used = await call(half, 'POST', '/user/second-factor', { code: code.replace('-', '').toLowerCase() });
    expect(used.statusCode, used.body).toBe(200);
    expect((await call(half, 'GET', '/user/factors')).json().recoveryCodesLeft).toBe(9);

    const again = await halfLogin(account);
    const refused = await call(again, 'POST', '/user/second-factor', { code });
    expect(refused.statusCode).toBe(401);

    const activity = (await call(half, 'GET', '/activity')).json().entries as {
      action: string;
      details: { factor?: string; loginFailure?: string } | null;
    }[];
    expect(activity.map((entry) => [entry.action, entry.details?.factor ?? entry.details?.loginFailure])).toEqual(
      expect.arrayContaining([
        ['login-failed', 'wrong-code'],
        ['login', 'recovery-code'],
        ['factor-add', 'app'],
      ]),
    );
  });

  it('counts wrong codes against the account’s login limit, which the password does not reset', async () => {
    const account = { email: 'limited@example.com', password: 'a password with a limit' };
    await api.asAdmin({
      method: 'POST',
      url: '/accounts',
      payload: { username: 'limited', email: account.email, password: account.password, roles: ['ROLE_USER'] },
    });
    const { secret } = await addApp((await login(account.email, account.password)).json().token);
    // Each login counts once until its code is given; each wrong code once more.
    const half = await halfLogin(account);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < throttle.maxFailures; attempt++)
      statuses.push((await call(half, 'POST', '/user/second-factor', { code: '123456' })).statusCode);
    expect(statuses.slice(0, throttle.maxFailures - 1)).toEqual(Array(throttle.maxFailures - 1).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // The right code is refused too while the account is locked, and so is the password.
    const right = await call(half, 'POST', '/user/second-factor', { code: codeAt(secret, Date.now() + STEP_MS) });
    expect(right.statusCode).toBe(429);
    expect((await login(account.email, account.password)).statusCode).toBe(429);
  });

  it('removes the app and its recovery codes, or makes new codes, only with the password', async () => {
    const account = { email: 'removes@example.com', password: 'a password to remove with' };
    await api.asAdmin({
      method: 'POST',
      url: '/accounts',
      payload: { username: 'removes', email: account.email, password: account.password, roles: ['ROLE_USER'] },
    });
    const token = (await login(account.email, account.password)).json().token as string;
    const { recoveryCodes } = await addApp(token);

    const wrong = await call(token, 'POST', '/user/factors/recovery-codes', { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['password']);
    const renewed = await call(token, 'POST', '/user/factors/recovery-codes', { password: account.password });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const half = await halfLogin(account);
    expect((await call(half, 'POST', '/user/second-factor', { code: recoveryCodes[0] })).statusCode).toBe(401);
    expect((await call(half, 'POST', '/user/second-factor', { code: fresh[0] })).statusCode).toBe(200);

    expect((await call(token, 'DELETE', '/user/factors/app', { password: 'not it' })).statusCode).toBe(400);
    const removed = await call(token, 'DELETE', '/user/factors/app', { password: account.password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(token, 'GET', '/user/factors')).json()).toEqual({
      authenticatorApp: null,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    expect((await login(account.email, account.password)).json().secondFactorDue).toBe(false);
  });
});
