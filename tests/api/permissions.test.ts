import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi, VISITOR } from '../fixtures/api.ts';

/**
 * Who may call each route. Ids in URLs point at nothing, so that no call with a valid token
 * changes data; the guard answers before the handler looks.
 */
const ACCESS: Record<string, 'public' | 'session' | 'editor' | 'admin'> = {
  'POST /user/login': 'public',
  'POST /user/logout': 'session',
  'POST /user/password': 'session',
  'POST /user/password/forgot': 'public',
  'POST /user/password/reset': 'public',
  'GET /user/sessions': 'session',
  'DELETE /user/sessions': 'session',
  'DELETE /user/sessions/:id': 'session',
  'POST /user/second-factor': 'session',
  'GET /user/factors': 'session',
  'POST /user/factors/app': 'session',
  'POST /user/factors/app/confirm': 'session',
  'DELETE /user/factors/app': 'session',
  'POST /user/factors/recovery-codes': 'session',
  'POST /user/passkeys/options': 'session',
  'POST /user/passkeys': 'session',
  'PUT /user/passkeys/:id/name': 'session',
  'DELETE /user/passkeys/:id': 'session',
  'POST /user/passkey-login/options': 'public',
  'POST /user/passkey-login': 'public',
  'POST /user/second-factor/passkey-options': 'session',
  'POST /user/second-factor/passkey': 'session',
  'PUT /user/language': 'session',
  'GET /accounts': 'admin',
  'POST /accounts': 'admin',
  'PUT /accounts/:id/roles': 'admin',
  'POST /accounts/:id/disable': 'admin',
  'POST /accounts/:id/enable': 'admin',
  'POST /accounts/:id/unlock': 'admin',
  'PUT /accounts/:id/password': 'admin',
  'GET /accounts/factor-rule': 'admin',
  'PUT /accounts/factor-rule': 'admin',
  'DELETE /accounts/:id/factors': 'admin',
  'DELETE /accounts/:id': 'admin',
  'GET /activity': 'admin',
  'POST /preview/:kind/:id': 'editor',
  'GET /preview/:grant/*': 'public',
  'POST /live-preview/:kind/:id': 'editor',
  'PUT /presence/:kind/:id/:tab': 'editor',
  'DELETE /presence/:kind/:id/:tab': 'editor',
  'GET /schedules': 'editor',
  'GET /schedule/:kind/:id': 'editor',
  'PUT /schedule/:kind/:id/:action': 'editor',
  'DELETE /schedule/:kind/:id/:action': 'editor',
  'GET /projects/get/mini': 'editor',
  'GET /projects/get/all': 'public',
  'GET /projects/get/all/random': 'public',
  'GET /projects/get/ids': 'public',
  'GET /projects/get/page': 'editor',
  'GET /projects/get/single/project/:id': 'public',
  'POST /projects/save': 'editor',
  'PUT /projects/update/:id': 'editor',
  'PUT /projects/publication/:id': 'editor',
  'PUT /projects/order': 'editor',
  'DELETE /projects/delete/:id': 'editor',
  'GET /history/project/:id': 'editor',
  'POST /history/project/:id/restore': 'editor',
  'GET /changes/project/:id': 'editor',
  'PUT /changes/project/:id': 'editor',
  'DELETE /changes/project/:id': 'editor',
  'POST /changes/project/:id/publish': 'editor',
  'GET /salescategory/get/mini': 'public',
  'GET /salescategory/get/ids': 'public',
  'GET /salescategory/get/page': 'editor',
  'GET /salescategory/get/single/category/:id': 'public',
  'POST /salescategory/save': 'editor',
  'PUT /salescategory/update/:id': 'editor',
  'DELETE /salescategory/delete/:id': 'editor',
  'GET /history/category/:id': 'editor',
  'POST /history/category/:id/restore': 'editor',
  'GET /staff/get/mini': 'public',
  'GET /staff/get/ids': 'public',
  'GET /staff/get/page': 'editor',
  'GET /staff/get/single/staff/:id': 'public',
  'POST /staff/save': 'editor',
  'PUT /staff/update/:id': 'editor',
  'PUT /staff/publication/:id': 'editor',
  'DELETE /staff/delete/:id': 'editor',
  'GET /history/vacancy/:id': 'editor',
  'POST /history/vacancy/:id/restore': 'editor',
  'GET /changes/vacancy/:id': 'editor',
  'PUT /changes/vacancy/:id': 'editor',
  'DELETE /changes/vacancy/:id': 'editor',
  'POST /changes/vacancy/:id/publish': 'editor',
  'GET /news/get/mini': 'public',
  'GET /news/get/ids': 'public',
  'GET /news/get/page': 'editor',
  'GET /news/get/single/news/:id': 'public',
  'POST /news/save': 'editor',
  'PUT /news/update/:id': 'editor',
  'PUT /news/publication/:id': 'editor',
  'DELETE /news/delete/:id': 'editor',
  'GET /history/news/:id': 'editor',
  'POST /history/news/:id/restore': 'editor',
  'GET /changes/news/:id': 'editor',
  'PUT /changes/news/:id': 'editor',
  'DELETE /changes/news/:id': 'editor',
  'POST /changes/news/:id/publish': 'editor',
  'GET /building/get/mini': 'public',
  'GET /building/get/mini/random': 'public',
  'GET /building/get/ids': 'public',
  'GET /building/get/page': 'editor',
  'GET /building/get/single/building/:id': 'public',
  'POST /building/save': 'editor',
  'PUT /building/update/:id': 'editor',
  'PUT /building/publication/:id': 'editor',
  'PUT /building/facade/:id': 'editor',
  'PUT /building/order': 'editor',
  'DELETE /building/delete/:id': 'editor',
  'GET /history/building/:id': 'editor',
  'POST /history/building/:id/restore': 'editor',
  'GET /changes/building/:id': 'editor',
  'PUT /changes/building/:id': 'editor',
  'DELETE /changes/building/:id': 'editor',
  'POST /changes/building/:id/publish': 'editor',
  'GET /catalog/get/mini': 'public',
  'GET /catalog/get/mini/random': 'public',
  'GET /catalog/get/catalog/:buildingId/:categoryId': 'public',
  'GET /catalog/get/groups': 'public',
  'GET /catalog/get/page': 'editor',
  'GET /catalog/get/single/catalog/:id': 'editor',
  'POST /catalog/save': 'editor',
  'PUT /catalog/update/:id': 'editor',
  'DELETE /catalog/delete/:id': 'editor',
  'GET /history/catalog/:id': 'editor',
  'POST /history/catalog/:id/restore': 'editor',
  'GET /unit/get/mini': 'editor',
  'GET /unit/get/ids': 'public',
  'GET /unit/get/page': 'editor',
  'GET /unit/get/single/unit/:id': 'public',
  'GET /unit/get/units/:buildingId/:categoryId': 'public',
  'GET /unit/get/counts/:buildingId': 'public',
  'GET /unit/get/floor/:buildingId/:floor': 'public',
  'GET /unit/get/tally': 'editor',
  'POST /unit/bulk/preview': 'editor',
  'POST /unit/bulk/apply': 'editor',
  'POST /unit/import/preview/:buildingId': 'editor',
  'POST /unit/import/apply/:buildingId': 'editor',
  'GET /unit/export/:buildingId': 'editor',
  'GET /unit/get/reservations': 'editor',
  'GET /unit/get/prices/:id': 'editor',
  'POST /unit/save': 'editor',
  'PUT /unit/update/:id': 'editor',
  'PUT /unit/status/:id': 'editor',
  'DELETE /unit/delete/:id': 'editor',
  'GET /history/unit/:id': 'editor',
  'POST /history/unit/:id/restore': 'editor',
  'GET /gallery/get/mini': 'editor',
  'GET /gallery/get/mini/:projectId': 'public',
  'GET /gallery/get/single/:id': 'editor',
  'GET /gallery/get/random': 'public',
  'POST /gallery/save': 'editor',
  'DELETE /gallery/delete/:id': 'editor',
  'PUT /gallery/focal/:id': 'editor',
  'PUT /gallery/order/:projectId': 'editor',
  'GET /newsimage/get/mini': 'editor',
  'GET /newsimage/get/mini/:newsId': 'public',
  'GET /newsimage/get/single/:id': 'editor',
  'GET /newsimage/get/random': 'public',
  'POST /newsimage/save': 'editor',
  'DELETE /newsimage/delete/:id': 'editor',
  'PUT /newsimage/focal/:id': 'editor',
  'PUT /newsimage/order/:newsId': 'editor',
  'GET /media/get/library': 'editor',
  'GET /media/get/uses/:id': 'editor',
  'GET /media/get/single/:id': 'editor',
  'POST /media/save': 'editor',
  'PUT /media/update/:id': 'editor',
  'DELETE /media/delete/:id': 'editor',
  'GET /history/media/:id': 'editor',
  'POST /history/media/:id/restore': 'editor',
  'POST /contact/save': 'public',
  'GET /contact/get/mini': 'admin',
  'GET /contact/get/single/contact/:id': 'admin',
  'GET /contact/get/cv/:id': 'admin',
  'GET /contact/inbox': 'admin',
  'GET /contact/inbox.csv': 'admin',
  'PUT /contact/state/:id': 'admin',
  'GET /contact/notes/:id': 'admin',
  'POST /contact/notes/:id': 'admin',
  'DELETE /contact/delete/:id': 'admin',
  'GET /publish/events': 'editor',
  'GET /attention': 'editor',
  'GET /trash': 'editor',
  'POST /trash/:id/restore': 'editor',
  'DELETE /trash/:id': 'admin',
  'DELETE /trash': 'admin',
  'GET /publish/events/:id': 'editor',
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  'GET /bulk/project': 'public',
  'GET /bulk/news': 'public',
  'GET /bulk/vacancy': 'public',
  'GET /bulk/building': 'public',
  'GET /bulk/gallery': 'public',
  'GET /bulk/newsimage': 'public',
  'GET /bulk/catalog': 'public',
  'GET /bulk/unit': 'public',
};

const TEST_SECRET = 'a test secret of more than thirty-two characters';

const concrete = (url: string) => url.replace(/:\w+/g, '999999');

/** Session routes that end the account's other sessions, which the other checks' tokens are. */
const ENDS_OTHER_SESSIONS = new Set(['DELETE /user/sessions']);

describe('permissions', () => {
  let api: TestApi;
  let declared: string[];
  beforeAll(async () => {
    api = await startTestApi({ jwtSecret: TEST_SECRET });
    declared = api.context.routes
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .filter((route) => !route.url.startsWith('/docs') && !route.url.startsWith('/uploads/'))
      .map((route) => `${route.method} ${route.url}`);
  });
  afterAll(() => api.close());

  it('has every registered route in the table, and every table row registered', () => {
    expect([...declared].sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it('declares the same access for each route as the table', () => {
    for (const route of api.context.routes.filter((r) => `${r.method} ${r.url}` in ACCESS)) {
      expect(route.access, `${route.method} ${route.url}`).toBe(ACCESS[`${route.method} ${route.url}`]);
    }
  });

  let accountsMade = 0;
  /** An editor and an admin of their own, whose sessions no other check uses. */
  const newAccounts = () =>
    Promise.all(
      (['ROLE_USER', 'ROLE_ADMIN'] as const).map(async (role) => {
        accountsMade++;
        const account = { email: `own${accountsMade}@example.com`, password: `the password of own ${accountsMade}` };
        const created = await api.asAdmin({
          method: 'POST',
          url: '/accounts',
          payload: { ...account, username: `own${accountsMade}`, roles: [role] },
        });
        expect(created.statusCode, created.body).toBe(201);
        return account;
      }),
    );

  const call = (key: string, token?: string) => {
    const [method, url] = key.split(' ') as [string, string];
    return api.app.inject({
      method: method as 'GET',
      url: concrete(url),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      // An empty JSON body: enough to reach the guard, never enough to write.
      ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
    });
  };

  for (const [key, access] of Object.entries(ACCESS)) {
    if (access === 'admin') {
      it(`${key}: 401 without a token, 403 for ROLE_USER, allowed for an admin`, async () => {
        const anonymous = await call(key);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.headers['www-authenticate']).toBe('Bearer');
        expect((await call(key, api.userToken)).statusCode).toBe(403);
        expect([401, 403]).not.toContain((await call(key, api.adminToken)).statusCode);
      });
    } else if (access === 'editor') {
      it(`${key}: 401 without a token, allowed for ROLE_USER and for an admin`, async () => {
        const anonymous = await call(key);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.headers['www-authenticate']).toBe('Bearer');
        expect([401, 403]).not.toContain((await call(key, api.userToken)).statusCode);
        expect([401, 403]).not.toContain((await call(key, api.adminToken)).statusCode);
      });
    } else if (access === 'session') {
      it(`${key}: 401 without a token, allowed for any account`, async () => {
        const anonymous = await call(key);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.headers['www-authenticate']).toBe('Bearer');
        // Sessions of their own: a logout ends the session it is sent with. Ending every other
        // session of an account would end the tokens the other checks use: that one gets accounts of its own.
        const accounts = ENDS_OTHER_SESSIONS.has(key) ? await newAccounts() : [VISITOR, ADMIN];
        for (const token of await Promise.all(accounts.map(({ email, password }) => api.login(email, password)))) {
          expect([401, 403]).not.toContain((await call(key, token)).statusCode);
        }
      });
    } else {
      it(`${key}: open to everyone`, async () => {
        for (const token of [undefined, api.userToken, api.adminToken]) {
          expect([401, 403]).not.toContain((await call(key, token)).statusCode);
        }
      });
    }
  }

  it('refuses bad, foreign, tampered, unsigned, expired and exp-less tokens with 401', async () => {
    // Tokens name the session they belong to; these name the admin's.
    const sid = decodeJwt(api.adminToken).sid;
    const sign = (claims: { exp?: number }, secret = TEST_SECRET) => {
      const jwt = new SignJWT({ roles: ['ROLE_ADMIN'], sid }).setProtectedHeader({ alg: 'HS256' }).setSubject('1');
      if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
      return jwt.sign(new TextEncoder().encode(secret));
    };
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect((await call('GET /contact/get/mini', await sign({ exp: inAnHour }))).statusCode).toBe(200);

    const [header, payload, signature] = api.adminToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: '1', sid, roles: ['ROLE_ADMIN'], exp: inAnHour + 9e6 }),
    ).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const tokens = {
      garbage: 'garbage',
      foreign: await sign({ exp: inAnHour }, 'another secret, long enough to be accepted as one'),
      tampered: `${header}.${forgedPayload}.${signature}`,
      unsigned: `${noneHeader}.${payload}.`,
      expired: await sign({ exp: Math.floor(Date.now() / 1000) - 60 }),
      withoutExpiry: await sign({}),
    };
    for (const [name, token] of Object.entries(tokens)) {
      expect((await call('GET /contact/get/mini', token)).statusCode, name).toBe(401);
    }
  });

  it('reads roles from the account, not from the token', async () => {
    const userId = (
      await api.context.db
        .selectFrom('users')
        .select('userId')
        .where('email', '=', 'visitor@example.com')
        .executeTakeFirstOrThrow()
    ).userId;
    const inflated = await new SignJWT({ roles: ['ROLE_ADMIN'], sid: decodeJwt(api.userToken).sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await call('GET /contact/get/mini', inflated)).statusCode).toBe(403);
  });
});
