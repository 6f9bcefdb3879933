import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#shared/payloads/accounts.ts';
import { ADMIN, startTestApi, type TestApi, VISITOR } from '../fixtures/api.ts';

const throttle = { freeFailures: 1, maxFailures: 3, delayStepMs: 10, maxDelayMs: 20, windowMs: 60_000 };
const PASSWORD = 'a first password of the account';

describe('accounts', () => {
  let api: TestApi;
  let made = 0;
  beforeAll(async () => {
    api = await startTestApi({ loginThrottle: throttle });
  });
  afterAll(() => api.close());

  const as = (token: string, request: InjectOptions) =>
    api.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
  const loginStatus = async (usernameOrEmail: string, password: string, ip = '10.9.0.1') =>
    (
      await api.app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { usernameOrEmail, password },
        remoteAddress: ip,
      })
    ).statusCode;
  /** A token of the admin's own, which no other test's change ends. */
  const adminToken = () => api.login(ADMIN.email, ADMIN.password);

  async function addAccount(roles: string[] = ['ROLE_USER']): Promise<Account & { token: string }> {
    made++;
    const response = await as(await adminToken(), {
      method: 'POST',
      url: '/accounts',
      payload: { username: `person${made}`, email: `person${made}@example.com`, roles, password: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(201);
    const account = response.json<Account>();
    return { ...account, token: await api.login(account.email, PASSWORD) };
  }
  const mini = (token: string) => as(token, { method: 'GET', url: '/projects/get/mini' });

  it('lists every account with its roles and state', async () => {
    const response = await as(await adminToken(), { method: 'GET', url: '/accounts' });
    expect(response.statusCode).toBe(200);
    const accounts = response.json<Account[]>();
    expect(accounts.slice(0, 2)).toEqual([
      expect.objectContaining({ userId: 1, username: 'admin', email: ADMIN.email, roles: ['ROLE_ADMIN'] }),
      expect.objectContaining({ username: VISITOR.username, email: VISITOR.email, roles: ['ROLE_USER'] }),
    ]);
    expect(accounts[0]).toMatchObject({ disabled: false, lockedUntil: null, lastLoginAt: expect.any(String) });
    expect(accounts[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(accounts)).not.toContain('passwordHash');
  });

  it('adds an account with a first password, which logs in with the roles given', async () => {
    const account = await addAccount(['ROLE_USER']);
    expect(account).toMatchObject({ disabled: false, lockedUntil: null, lastLoginAt: null, roles: ['ROLE_USER'] });
    expect(await loginStatus(account.username, PASSWORD)).toBe(200);
  });

  it('refuses bad input with a message per field, and names that are taken with 409', async () => {
    const token = await adminToken();
    const post = (payload: object) => as(token, { method: 'POST', url: '/accounts', payload });
    const bad = await post({ username: 'two words', email: 'not an email', roles: [], password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'password', 'roles', 'username']);
    const named = await post({
      username: 'samename-long-enough',
      email: 'same@example.com',
      roles: ['ROLE_USER'],
      password: 'SAMENAME-Long-Enough',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().fields).toEqual({ password: 'Choose a password that is not the email or username.' });
    for (const taken of [
      { username: 'Admin', email: 'other@example.com' },
      { username: 'other', email: ADMIN.email.toUpperCase() },
    ]) {
      const refused = await post({ ...taken, roles: ['ROLE_USER'], password: PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ACCOUNT_EXISTS');
    }
  });

  it('refuses every account route to a ROLE_USER, who may still edit content', async () => {
    const user = await addAccount(['ROLE_USER']);
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/accounts' },
      {
        method: 'POST',
        url: '/accounts',
        payload: { username: 'x', email: 'x@example.com', roles: ['ROLE_ADMIN'], password: PASSWORD },
      },
      { method: 'PUT', url: `/accounts/${user.userId}/roles`, payload: { roles: ['ROLE_ADMIN'] } },
      { method: 'POST', url: '/accounts/1/disable' },
      { method: 'POST', url: '/accounts/1/enable' },
      { method: 'POST', url: '/accounts/1/unlock' },
      { method: 'PUT', url: '/accounts/1/password', payload: { password: PASSWORD } },
      { method: 'DELETE', url: '/accounts/1' },
    ];
    for (const call of calls) {
      const refused = await as(user.token, call);
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(refused.json().message).toBe('Only an administrator (ROLE_ADMIN) may do this.');
    }
    expect((await as(user.token, { method: 'GET', url: '/contact/get/mini' })).statusCode).toBe(403);
    const saved = await as(user.token, {
      method: 'POST',
      url: '/salescategory/save',
      payload: { categoryName: 'Office', emriKategorise: 'Zyrë' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().updatedBy ?? user.username).toBe(user.username);
    expect((await mini(user.token)).statusCode).toBe(200);
  });

  it('changes roles and ends the sessions of the account at once', async () => {
    const user = await addAccount(['ROLE_USER']);
    const changed = await as(await adminToken(), {
      method: 'PUT',
      url: `/accounts/${user.userId}/roles`,
      payload: { roles: ['ROLE_ADMIN', 'ROLE_USER'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().roles).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect((await mini(user.token)).statusCode).toBe(401);
    const promoted = await api.login(user.email, PASSWORD);
    expect((await as(promoted, { method: 'GET', url: '/accounts' })).statusCode).toBe(200);
    const none = await as(await adminToken(), {
      method: 'PUT',
      url: `/accounts/${user.userId}/roles`,
      payload: { roles: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.roles).toBe('Give the account at least one role.');
  });

  it('disables an account, ending its sessions and its logins, and enables it again', async () => {
    const user = await addAccount();
    const token = await adminToken();
    const disabled = await as(token, { method: 'POST', url: `/accounts/${user.userId}/disable` });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabled).toBe(true);
    expect((await mini(user.token)).statusCode).toBe(401);
    expect(await loginStatus(user.email, PASSWORD)).toBe(401);
    const enabled = await as(token, { method: 'POST', url: `/accounts/${user.userId}/enable` });
    expect(enabled.json().disabled).toBe(false);
    expect(await loginStatus(user.email, PASSWORD)).toBe(200);
  });

  it('sets a new password: the old one and the old sessions open nothing', async () => {
    const user = await addAccount();
    const token = await adminToken();
    const put = (password: string) =>
      as(token, { method: 'PUT', url: `/accounts/${user.userId}/password`, payload: { password } });
    expect((await put('short')).statusCode).toBe(400);
    const named = await put(user.email);
    expect(named.statusCode).toBe(400);
    expect(named.json().fields.password).toBe('Choose a password that is not the email or username.');
    expect((await put('a new password from the admin')).statusCode).toBe(200);
    expect((await mini(user.token)).statusCode).toBe(401);
    expect(await loginStatus(user.email, PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, 'a new password from the admin')).toBe(200);
  });

  it('deletes an account with its sessions; an unknown account is a 404', async () => {
    const user = await addAccount();
    const token = await adminToken();
    const deleted = await as(token, { method: 'DELETE', url: `/accounts/${user.userId}` });
    expect(deleted.statusCode).toBe(200);
    expect((await mini(user.token)).statusCode).toBe(401);
    for (const call of [
      { method: 'DELETE', url: `/accounts/${user.userId}` },
      { method: 'POST', url: `/accounts/${user.userId}/disable` },
      { method: 'PUT', url: `/accounts/${user.userId}/roles`, payload: { roles: ['ROLE_USER'] } },
    ] as InjectOptions[]) {
      expect((await as(token, call)).statusCode).toBe(404);
    }
  });

  it('unlocks an account that failed logins locked', async () => {
    const user = await addAccount();
    for (let attempt = 0; attempt < throttle.maxFailures; attempt++) {
      expect(await loginStatus(user.email, 'wrong password', `10.8.0.${attempt}`)).toBe(401);
    }
    expect(await loginStatus(user.email, PASSWORD, '10.8.1.1')).toBe(429);
    const token = await adminToken();
    const listed = (await as(token, { method: 'GET', url: '/accounts' })).json<Account[]>();
    const locked = listed.find((account) => account.userId === user.userId);
    expect(Date.parse(locked?.lockedUntil ?? '')).toBeGreaterThan(Date.now());
    const unlocked = await as(token, { method: 'POST', url: `/accounts/${user.userId}/unlock` });
    expect(unlocked.json().lockedUntil).toBeNull();
    expect(await loginStatus(user.email, PASSWORD, '10.8.1.2')).toBe(200);
  });

  it('refuses to disable, demote or delete the last enabled admin, with 409', async () => {
    const token = await adminToken();
    const others = (await as(token, { method: 'GET', url: '/accounts' }))
      .json<Account[]>()
      .filter((account) => account.userId !== 1 && account.roles.includes('ROLE_ADMIN') && !account.disabled);
    for (const other of others)
      await as(token, { method: 'PUT', url: `/accounts/${other.userId}/roles`, payload: { roles: ['ROLE_USER'] } });
    for (const call of [
      { method: 'POST', url: '/accounts/1/disable' },
      { method: 'PUT', url: '/accounts/1/roles', payload: { roles: ['ROLE_USER'] } },
      { method: 'DELETE', url: '/accounts/1' },
    ] as InjectOptions[]) {
      const refused = await as(token, call);
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'LAST_ADMIN',
        message: 'admin is the last admin who can log in; add or enable another admin first.',
      });
    }
    expect((await mini(token)).statusCode).toBe(200);
  });
});
