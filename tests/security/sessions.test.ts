import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { insertUser } from '#server/repositories/users.ts';
import { ADMIN, startTestApi, type TestApi } from '../fixtures/api.ts';

const run = promisify(execFile);

/** An admin route that reads nothing heavy: whether a token still opens the admin. */
const ADMIN_READ = '/contact/get/mini';

function statusWith(api: TestApi, token: string, url = ADMIN_READ) {
  return api.app.inject({ url, headers: { authorization: `Bearer ${token}` } }).then((response) => response.statusCode);
}

function post(api: TestApi, url: string, token: string, payload?: Record<string, unknown>) {
  return api.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload && { payload }),
  });
}

describe('sessions that end', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('ends the caller’s session on logout: its token gets 401 afterwards, other sessions live on', async () => {
    const [first, second] = [await api.login(ADMIN.email, ADMIN.password), await api.login('admin', ADMIN.password)];
    expect(await statusWith(api, first)).toBe(200);
    const loggedOut = await post(api, '/user/logout', first);
    expect(loggedOut.statusCode, loggedOut.body).toBe(200);
    expect(await statusWith(api, first)).toBe(401);
    expect((await post(api, '/user/logout', first)).statusCode).toBe(401);
    expect(await statusWith(api, second)).toBe(200);
  });

  it('refuses a logout without a token', async () => {
    expect((await api.app.inject({ method: 'POST', url: '/user/logout' })).statusCode).toBe(401);
  });

  it('changes a password, ends every session of the account and answers a fresh token', async () => {
    const email = 'editor@example.com';
    const oldPassword = 'an old password of the editor';
    const newPassword = 'a brand new passphrase';
    await insertUser(api.context.db, {
      username: 'editor',
      email,
      passwordHash: await hashPassword(oldPassword),
      roles: ['ROLE_ADMIN'],
    });
    const [asking, other] = [await api.login(email, oldPassword), await api.login('editor', oldPassword)];

    const changed = await post(api, '/user/password', asking, { currentPassword: oldPassword, newPassword });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      username: 'editor',
      email,
      roles: [{ role: 'ROLE_ADMIN' }],
      token: expect.any(String),
    });
    expect(await statusWith(api, asking)).toBe(401);
    expect(await statusWith(api, other)).toBe(401);
    expect(await statusWith(api, changed.json().token)).toBe(200);
    await expect(api.login(email, oldPassword)).rejects.toThrow();
    expect(await statusWith(api, await api.login(email, newPassword))).toBe(200);
  });

  it('refuses a short new password, one equal to the email or username, and a wrong current password, ending nothing', async () => {
    const token = await api.login(ADMIN.email, ADMIN.password);
    const refusals: [Record<string, string>, string][] = [
      [{ currentPassword: ADMIN.password, newPassword: 'eleven char' }, 'newPassword'],
      [{ currentPassword: ADMIN.password, newPassword: ADMIN.email.toUpperCase() }, 'newPassword'],
      [{ currentPassword: ADMIN.password, newPassword: '  admin  ' }, 'newPassword'],
      [{ currentPassword: 'not the password at all', newPassword: 'a perfectly good new one' }, 'currentPassword'],
    ];
    for (const [payload, field] of refusals) {
      const response = await post(api, '/user/password', token, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields?.[field], response.body).toEqual(expect.any(String));
    }
    expect(await statusWith(api, token)).toBe(200);
    expect(await statusWith(api, await api.login(ADMIN.email, ADMIN.password))).toBe(200);
  });

  it('ends the sessions of an account disabled, given other roles or deleted on the command line, at once', async () => {
    const email = 'temp@example.com';
    const password = 'a temporary account password';
    await insertUser(api.context.db, {
      username: 'temp',
      email,
      passwordHash: await hashPassword(password),
      roles: ['ROLE_ADMIN'],
    });
    const user = (command: string[]) =>
      run(process.execPath, ['scripts/user.ts', ...command], {
        env: { ...process.env, DATA_DIR: api.dataDir, ...(api.databaseUrl && { DATABASE_URL: api.databaseUrl }) },
      });

    let token = await api.login(email, password);
    await user(['disable', email]);
    expect(await statusWith(api, token)).toBe(401);
    await expect(api.login(email, password)).rejects.toThrow();
    await user(['enable', email]);
    token = await api.login(email, password);
    expect(await statusWith(api, token)).toBe(200);

    await user(['roles', email, 'ROLE_USER']);
    expect(await statusWith(api, token)).toBe(401);
    expect(await statusWith(api, await api.login(email, password))).toBe(403);

    token = await api.login(email, password);
    await user(['delete', email]);
    expect(await statusWith(api, token)).toBe(401);
    await expect(api.login(email, password)).rejects.toThrow();
  });
});

describe('session expiry', () => {
  it('ends a session after the idle time without a request, and keeps it while requests come', async () => {
    const api = await startTestApi({ sessionIdleTimeout: '2s' });
    try {
      const busy = await api.login(ADMIN.email, ADMIN.password);
      const idle = await api.login(ADMIN.email, ADMIN.password);
      for (let step = 0; step < 5; step++) {
        await sleep(800);
        expect(await statusWith(api, busy)).toBe(200);
      }
      expect(await statusWith(api, idle)).toBe(401);
      expect(await statusWith(api, busy)).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('ends a session at its absolute expiry however busy it is', async () => {
    const api = await startTestApi({ jwtExpiry: '3s' });
    try {
      const token = await api.login(ADMIN.email, ADMIN.password);
      expect(await statusWith(api, token)).toBe(200);
      await sleep(3200);
      expect(await statusWith(api, token)).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('ends a session for every API instance on the same database', async () => {
    const first = await startTestApi();
    const second = await buildApp({
      dataDir: first.dataDir,
      databaseUrl: first.databaseUrl,
      siteOrigins: ['http://localhost:4321'],
    });
    try {
      const token = await first.login(ADMIN.email, ADMIN.password);
      const onSecond = () =>
        second.app.inject({ url: ADMIN_READ, headers: { authorization: `Bearer ${token}` } }).then((r) => r.statusCode);
      expect(await onSecond()).toBe(200);
      expect((await post(first, '/user/logout', token)).statusCode).toBe(200);
      expect(await onSecond()).toBe(401);
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});
