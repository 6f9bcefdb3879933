import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_OPTIONS_PER_MINUTE } from '#server/routes/passkey-sign-in.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { SoftwareAuthenticator } from '../fixtures/software-authenticator.ts';

const ORIGIN = 'http://localhost:4321';
const PHISHING_ORIGIN = 'https://tirana-group.example';
const throttle = { freeFailures: 10, maxFailures: 6, delayStepMs: 0, maxDelayMs: 0, windowMs: 60_000 };

describe('passkeys', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ siteOrigins: [ORIGIN], loginThrottle: throttle });
  });
  afterAll(() => api.close());

  // Each test calls from an address of its own, whose count of attempts is its own.
  let address = 0;
  beforeEach(() => {
    address++;
  });
  const remoteAddress = () => `10.8.0.${address}`;
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      ...(payload && { payload }),
      ...(token && { headers: { authorization: `Bearer ${token}` } }),
      remoteAddress: remoteAddress(),
    });

  let accounts = 0;
  /** A new editor account, signed in with its password. */
  async function newAccount() {
    accounts++;
    const account = {
      username: `keyholder${accounts}`,
      email: `keyholder${accounts}@example.com`,
      password: `the long password of keyholder ${accounts}`,
    };
    const created = await api.asAdmin({
      method: 'POST',
      url: '/accounts',
      payload: { ...account, roles: ['ROLE_USER'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await call(null, 'POST', '/user/login', {
      usernameOrEmail: account.email,
      password: account.password,
    });
    return { ...account, userId: created.json().userId as number, token: login.json().token as string };
  }

  /** Adds a passkey made by `authenticator` to the account of `token`. */
  async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name: string, origin = ORIGIN) {
    const options = await call(token, 'POST', '/user/passkeys/options');
    expect(options.statusCode, options.body).toBe(200);
    return call(token, 'POST', '/user/passkeys', { name, response: authenticator.register(options.json(), origin) });
  }

  async function signInOptions() {
    const options = await call(null, 'POST', '/user/passkey-login/options');
    expect(options.statusCode, options.body).toBe(200);
    return options.json();
  }

  const signIn = (response: object) => call(null, 'POST', '/user/passkey-login', { response });

  it('adds a discoverable, user-verified passkey under a name, with ten recovery codes as the first factor', async () => {
    const owner = await newAccount();
    const authenticator = new SoftwareAuthenticator();
    const options = await call(owner.token, 'POST', '/user/passkeys/options');
    expect(options.json()).toMatchObject({
      rp: { id: 'localhost', name: 'Tirana Group admin' },
      user: { name: owner.email, displayName: owner.username },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });

    const added = await call(owner.token, 'POST', '/user/passkeys', {
      name: '  office laptop ',
      response: authenticator.register(options.json(), ORIGIN),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().passkey).toEqual({
      id: expect.any(Number),
      name: 'office laptop',
      addedAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(added.json().recoveryCodes).toHaveLength(10);

    // A second passkey is not the first factor: no new codes; the first is not offered again.
    const second = await call(owner.token, 'POST', '/user/passkeys/options');
    expect(second.json().excludeCredentials).toEqual([
      { id: authenticator.credentials[0]?.id, type: 'public-key', transports: ['internal'] },
    ]);
    const phone = await call(owner.token, 'POST', '/user/passkeys', {
      name: 'phone',
      response: new SoftwareAuthenticator().register(second.json(), ORIGIN),
    });
    expect(phone.statusCode, phone.body).toBe(201);
    expect(phone.json().recoveryCodes).toBeNull();

    const factors = await call(owner.token, 'GET', '/user/factors');
    expect(factors.json()).toEqual({
      authenticatorApp: null,
      passkeys: [added.json().passkey, phone.json().passkey],
      recoveryCodesLeft: 10,
    });
    const log = await api.context.db
      .selectFrom('activity')
      .select(['action', 'summary'])
      .where('entityId', '=', owner.userId)
      .where('action', '=', 'factor-add')
      .execute();
    expect(log.map((entry) => entry.summary)).toEqual([
      `Added the passkey “office laptop” to the account “${owner.username}”`,
      `Added the passkey “phone” to the account “${owner.username}”`,
    ]);
  });

  it('signs in with a passkey instead of a password, and records its use', async () => {
    const owner = await newAccount();
    const authenticator = new SoftwareAuthenticator();
    const added = await addPasskey(owner.token, authenticator, 'office laptop');
    expect(added.statusCode, added.body).toBe(201);

    const options = await signInOptions();
    // No account is named: the browser offers the passkeys it holds for the site.
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await signIn(authenticator.assert(options, ORIGIN));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({
      userId: owner.userId,
      username: owner.username,
      secondFactorDue: false,
      secondFactors: [],
    });
    const token = signedIn.json().token as string;
    const factors = (await call(token, 'GET', '/user/factors')).json();
    expect(factors.passkeys[0].lastUsedAt).toEqual(expect.any(String));

    const stored = await api.context.db
      .selectFrom('passkeys')
      .select('counter')
      .where('userId', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    const sessions = await api.context.db
      .selectFrom('sessions')
      .select('began')
      .where('userId', '=', owner.userId)
      .orderBy('createdAt', 'desc')
      .execute();
    expect(sessions[0]?.began).toBe('passkey');
    const logins = await api.context.db
      .selectFrom('activity')
      .select(['summary', 'details'])
      .where('entityId', '=', owner.userId)
      .where('action', '=', 'login')
      .orderBy('activityId')
      .execute();
    expect(logins.map((entry) => entry.summary)).toEqual([
      'Logged in from 10.8.0.2',
      'Logged in from 10.8.0.2 with the passkey “office laptop”',
    ]);
    expect(JSON.parse(logins[1]?.details ?? '{}')).toMatchObject({ factor: 'passkey' });
  });

  it('asks a password login of an account with a passkey for it, and takes the passkey as the second factor', async () => {
    const owner = await newAccount();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(owner.token, authenticator, 'phone')).statusCode).toBe(201);

    const half = await call(null, 'POST', '/user/login', { usernameOrEmail: owner.email, password: owner.password });
    expect(half.json()).toMatchObject({ secondFactorDue: true, secondFactors: ['passkey'] });
    const token = half.json().token as string;
    expect((await call(token, 'GET', '/user/factors')).json().code).toBe('SECOND_FACTOR_REQUIRED');

    const options = await call(token, 'POST', '/user/second-factor/passkey-options');
    expect(options.statusCode, options.body).toBe(200);
    // Only the account's own passkeys are asked for.
    expect(options.json().allowCredentials).toEqual([
      { id: authenticator.credentials[0]?.id, type: 'public-key', transports: ['internal'] },
    ]);
    const given = await call(token, 'POST', '/user/second-factor/passkey', {
      response: authenticator.assert(options.json(), ORIGIN),
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ token, secondFactorDue: false });
    expect((await call(token, 'GET', '/user/factors')).statusCode).toBe(200);
    const session = await api.context.db
      .selectFrom('sessions')
      .select('began')
      .where('userId', '=', owner.userId)
      .where('secondFactorDue', '=', 0)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.began).toBe('password-and-passkey');
  });

  it('refuses, as the second factor, a passkey registered to another account', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const own = new SoftwareAuthenticator();
    const others = new SoftwareAuthenticator();
    expect((await addPasskey(owner.token, own, 'mine')).statusCode).toBe(201);
    expect((await addPasskey(other.token, others, 'theirs')).statusCode).toBe(201);

    const half = await call(null, 'POST', '/user/login', { usernameOrEmail: owner.email, password: owner.password });
    const token = half.json().token as string;
    const options = await call(token, 'POST', '/user/second-factor/passkey-options');
    const refused = await call(token, 'POST', '/user/second-factor/passkey', {
      response: others.assert(options.json(), ORIGIN),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('PASSKEY_NOT_YOURS');
    expect((await call(token, 'GET', '/user/factors')).statusCode).toBe(401);
  });

  it('refuses an assertion made for another origin, a challenge used twice or expired, and an unknown passkey', async () => {
    const owner = await newAccount();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(owner.token, authenticator, 'laptop')).statusCode).toBe(201);

    const phished = await signIn(authenticator.assert(await signInOptions(), PHISHING_ORIGIN));
    expect(phished.statusCode).toBe(401);
    expect(phished.json().code).toBe('PASSKEY_WRONG_ORIGIN');
    // Nor can a passkey be made from another origin.
    const made = await addPasskey(owner.token, new SoftwareAuthenticator(), 'elsewhere', PHISHING_ORIGIN);
    expect(made.statusCode).toBe(400);
    expect(made.json().code).toBe('PASSKEY_WRONG_ORIGIN');

    const assertion = authenticator.assert(await signInOptions(), ORIGIN);
    expect((await signIn(assertion)).statusCode).toBe(200);
    const replayed = await signIn(assertion);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('PASSKEY_CHALLENGE_REFUSED');

    const late = await signInOptions();
    await api.context.db
      .updateTable('webauthnChallenges')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('challenge', '=', late.challenge)
      .execute();
    const expired = await signIn(authenticator.assert(late, ORIGIN));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('PASSKEY_CHALLENGE_REFUSED');

    // A challenge made up by the client was never given.
    const invented = await signIn(authenticator.assert({ challenge: 'bm90LWdpdmVu', rpId: 'localhost' }, ORIGIN));
    expect(invented.json().code).toBe('PASSKEY_CHALLENGE_REFUSED');

    const stranger = new SoftwareAuthenticator();
    stranger.register({ challenge: 'eA', rp: { id: 'localhost' }, user: { id: 'eA' } }, ORIGIN);
    const unknown = await signIn(stranger.assert(await signInOptions(), ORIGIN));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('PASSKEY_UNKNOWN');

    // A challenge of one ceremony is not taken by another: the sign-in's cannot register a passkey.
    const signInChallenge = await signInOptions();
    const misused = await call(owner.token, 'POST', '/user/passkeys', {
      name: 'misused',
      response: new SoftwareAuthenticator().register(
        { challenge: signInChallenge.challenge, rp: { id: 'localhost' }, user: { id: 'eA' } },
        ORIGIN,
      ),
    });
    expect(misused.json().code).toBe('PASSKEY_CHALLENGE_REFUSED');
  });

  it('refuses a passkey whose authenticator did not verify its user to sign in alone', async () => {
    const owner = await newAccount();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(owner.token, authenticator, 'key')).statusCode).toBe(201);
    authenticator.verifiesUser = false;
    const refused = await signIn(authenticator.assert(await signInOptions(), ORIGIN));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('PASSKEY_REFUSED');
  });

  it('renames a passkey, and removes it only with the password; the last factor takes the recovery codes', async () => {
    const owner = await newAccount();
    const added = await addPasskey(owner.token, new SoftwareAuthenticator(), 'laptop');
    const id = added.json().passkey.id as number;

    const renamed = await call(owner.token, 'PUT', `/user/passkeys/${id}/name`, { name: 'old laptop' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('old laptop');
    expect((await call(owner.token, 'PUT', `/user/passkeys/${id}/name`, { name: ' ' })).statusCode).toBe(400);
    // Another account's passkey is not one's own to rename or remove.
    const other = await newAccount();
    expect((await call(other.token, 'PUT', `/user/passkeys/${id}/name`, { name: 'mine now' })).statusCode).toBe(404);
    const othersRemoval = await call(other.token, 'DELETE', `/user/passkeys/${id}`, { password: other.password });
    expect(othersRemoval.statusCode).toBe(404);

    const wrong = await call(owner.token, 'DELETE', `/user/passkeys/${id}`, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['password']);
    expect((await call(owner.token, 'GET', '/user/factors')).json().passkeys).toHaveLength(1);

    const removed = await call(owner.token, 'DELETE', `/user/passkeys/${id}`, { password: owner.password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(owner.token, 'GET', '/user/factors')).json()).toEqual({
      authenticatorApp: null,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    const login = await call(null, 'POST', '/user/login', { usernameOrEmail: owner.email, password: owner.password });
    expect(login.json().secondFactorDue).toBe(false);
    const removal = await api.context.db
      .selectFrom('activity')
      .select('summary')
      .where('entityId', '=', owner.userId)
      .where('action', '=', 'factor-remove')
      .executeTakeFirstOrThrow();
    expect(removal.summary).toBe(`Removed the passkey “old laptop” of the account “${owner.username}”`);
  });

  it('makes new recovery codes for an account whose only factor is a passkey', async () => {
    const owner = await newAccount();
    const first = await addPasskey(owner.token, new SoftwareAuthenticator(), 'laptop');
    const renewed = await call(owner.token, 'POST', '/user/factors/recovery-codes', { password: owner.password });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect(renewed.json().recoveryCodes).not.toEqual(first.json().recoveryCodes);
  });

  it('counts refused assertions against the account’s login limit, from any address, until 429', async () => {
    const owner = await newAccount();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(owner.token, authenticator, 'laptop')).statusCode).toBe(201);
    for (let attempt = 0; attempt < throttle.maxFailures; attempt++) {
      address++;
      const phished = await signIn(authenticator.assert(await signInOptions(), PHISHING_ORIGIN));
      expect(phished.statusCode).toBe(401);
    }
    address++;
    const limited = await signIn(authenticator.assert(await signInOptions(), ORIGIN));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The password is held back by the same count.
    const password = await call(null, 'POST', '/user/login', {
      usernameOrEmail: owner.email,
      password: owner.password,
    });
    expect(password.statusCode).toBe(429);

    const failures = await api.context.db
      .selectFrom('activity')
      .select('details')
      .where('entityId', '=', owner.userId)
      .where('action', '=', 'login-failed')
      .execute();
    expect(failures).toHaveLength(throttle.maxFailures);
    expect(JSON.parse(failures[0]?.details ?? '{}')).toMatchObject({ loginFailure: 'passkey-refused' });
  });

  it('refuses an address that asks for more sign-in options in a minute than a login page could, and no other', async () => {
    for (let asked = 0; asked < SIGN_IN_OPTIONS_PER_MINUTE; asked++) await signInOptions();
    const flooded = await call(null, 'POST', '/user/passkey-login/options');
    expect(flooded.statusCode).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    address++;
    await signInOptions();
  });

  it('goes with every other factor when an admin removes an account’s factors, for a lost phone', async () => {
    const owner = await newAccount();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(owner.token, authenticator, 'lost phone')).statusCode).toBe(201);
    const removed = await api.asAdmin({ method: 'DELETE', url: `/accounts/${owner.userId}/factors` });
    expect(removed.statusCode, removed.body).toBe(200);
    const unknown = await signIn(authenticator.assert(await signInOptions(), ORIGIN));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('PASSKEY_UNKNOWN');
    const login = await call(null, 'POST', '/user/login', { usernameOrEmail: owner.email, password: owner.password });
    expect(login.json()).toMatchObject({ secondFactorDue: false, secondFactors: [] });
    expect((await call(login.json().token, 'GET', '/user/factors')).json()).toEqual({
      authenticatorApp: null,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
  });

  it('lets an account the second-factor rule covers add a passkey, and nothing else until it has one', async () => {
    // The admin turns the rule on with a factor of its own: a passkey.
    expect((await addPasskey(api.adminToken, new SoftwareAuthenticator(), 'admin key')).statusCode).toBe(201);
    expect((await call(api.adminToken, 'PUT', '/accounts/factor-rule', { rule: 'everyone' })).statusCode).toBe(200);
    try {
      const owner = await newAccount();
      const refused = await call(owner.token, 'GET', '/attention');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
      expect((await call(owner.token, 'GET', '/user/factors')).statusCode).toBe(200);

      const added = await addPasskey(owner.token, new SoftwareAuthenticator(), 'first key');
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().recoveryCodes).toHaveLength(10);
      expect((await call(owner.token, 'GET', '/attention')).statusCode).toBe(200);
    } finally {
      await call(api.adminToken, 'PUT', '/accounts/factor-rule', { rule: 'off' });
    }
  });
});
