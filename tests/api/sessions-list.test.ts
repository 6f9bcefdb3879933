import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/auth/passwords.ts';
import { codeAt } from '#server/auth/second-factors.ts';
import { insertUser } from '#server/repositories/users.ts';
import type { OpenSession } from '#shared/payloads/sessions.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** An account's list of its open sessions, and ending one of them (docs/decisions/032-second-factors.md#open-sessions). */
describe('the open sessions of an account', () => {
  let api: TestApi;
  let accounts = 0;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  async function newAccount() {
    accounts++;
    const account = { email: `sessions${accounts}@example.com`, password: `a password of ${accounts}` };
    await insertUser(api.context.db, {
      username: `sessions${accounts}`,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      roles: ['ROLE_USER'],
    });
    return account;
  }
  async function login(account: { email: string; password: string }, userAgent?: string) {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { usernameOrEmail: account.email, password: account.password },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().token as string;
  }
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({ method, url, ...(payload && { payload }), headers: { authorization: `Bearer ${token}` } });
  const list = async (token: string) => {
    const answer = await call(token, 'GET', '/user/sessions');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as OpenSession[];
  };

  it('lists each session with how and when it began, its browser, when it was last used, and which is this one', async () => {
    const account = await newAccount();
    await login(account, FIREFOX_ON_LINUX);
    const second = await login(account, CHROME_ON_WINDOWS);
    const sessions = await list(second);
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual([
      expect.objectContaining({
        began: 'password',
        userAgent: CHROME_ON_WINDOWS,
        current: true,
        secondFactorDue: false,
      }),
      expect.objectContaining({
        began: 'password',
        userAgent: FIREFOX_ON_LINUX,
        current: false,
        secondFactorDue: false,
      }),
    ]);
    for (const session of sessions) {
      expect(Number.isNaN(Date.parse(session.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(session.lastSeenAt))).toBe(false);
    }
    // The list's ids are not what the tokens name: a page showing them holds nothing that opens a session.
    const stored = await api.context.db.selectFrom('sessions').select('sessionId').execute();
    for (const { id } of sessions) expect(stored.map(({ sessionId }) => sessionId)).not.toContain(id);
    // Only the account's own.
    expect(await list(api.userToken)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('ends another session of one’s own, which then opens nothing, and logs it', async () => {
    const account = await newAccount();
    const first = await login(account, FIREFOX_ON_LINUX);
    const second = await login(account, CHROME_ON_WINDOWS);
    const other = (await list(second)).find((session) => !session.current);
    const ended = await call(second, 'DELETE', `/user/sessions/${other?.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await call(first, 'GET', '/user/sessions')).statusCode).toBe(401);
    expect(await list(second)).toEqual([expect.objectContaining({ current: true })]);
    expect((await call(second, 'DELETE', `/user/sessions/${other?.id}`)).statusCode).toBe(404);
    const log = (await api.asAdmin({ url: '/activity?search=Ended' })).json();
    expect(JSON.stringify(log)).toContain('session-end');
  });

  it('ends every other session of one’s own at once, keeping the one asking', async () => {
    const account = await newAccount();
    const first = await login(account, FIREFOX_ON_LINUX);
    const second = await login(account, CHROME_ON_WINDOWS);
    const third = await login(account);
    const elsewhere = await login(await newAccount());
    const ended = await call(third, 'DELETE', '/user/sessions');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await call(first, 'GET', '/user/sessions')).statusCode).toBe(401);
    expect((await call(second, 'GET', '/user/sessions')).statusCode).toBe(401);
    expect(await list(third)).toEqual([expect.objectContaining({ current: true })]);
    // Another account's sessions are not its to end.
    expect((await call(elsewhere, 'GET', '/user/sessions')).statusCode).toBe(200);
    expect((await call(third, 'DELETE', '/user/sessions')).json()).toEqual({ ended: 0 });
  });

  it('refuses to end another account’s session (404), which stays open', async () => {
    const account = await newAccount();
    const mine = await login(account);
    const [visitors] = await list(api.userToken);
    const refused = await call(mine, 'DELETE', `/user/sessions/${visitors?.id}`);
    expect(refused.statusCode).toBe(404);
    expect((await call(api.userToken, 'GET', '/user/sessions')).statusCode).toBe(200);
  });

  it('says a session began with a password and an authenticator app, and shows one still waiting for its code', async () => {
    const account = await newAccount();
    const token = await login(account);
    const setup = await call(token, 'POST', '/user/factors/app');
    const secret = (setup.json().secret as string).replace(/\s/g, '');
    expect((await call(token, 'POST', '/user/factors/app/confirm', { code: codeAt(secret) })).statusCode).toBe(200);

    const waiting = await login(account, FIREFOX_ON_LINUX);
    const given = await call(waiting, 'POST', '/user/second-factor', { code: codeAt(secret, Date.now() + 30_000) });
    expect(given.statusCode, given.body).toBe(200);
    await login(account, CHROME_ON_WINDOWS);
    const sessions = await list(waiting);
    expect(sessions.map(({ began, secondFactorDue, current }) => ({ began, secondFactorDue, current }))).toEqual([
      { began: 'password', secondFactorDue: true, current: false },
      { began: 'password-and-app', secondFactorDue: false, current: true },
      { began: 'password', secondFactorDue: false, current: false },
    ]);
  });
});
