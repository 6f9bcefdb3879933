import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi, VISITOR } from '../fixtures/api.ts';

const throttle = { freeFailures: 2, maxFailures: 4, delayStepMs: 150, maxDelayMs: 1000, windowMs: 60_000 };

describe('login', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ loginThrottle: throttle, jwtExpiry: '8h' });
  });
  afterAll(() => api.close());

  const login = (usernameOrEmail: string, password: string, ip = '10.0.0.1') =>
    api.app.inject({ method: 'POST', url: '/user/login', payload: { usernameOrEmail, password }, remoteAddress: ip });

  it('answers token, userId, username, email and roles, by email or username', async () => {
    for (const name of [ADMIN.email, 'admin', 'ADMIN@example.com']) {
      const response = await login(name, ADMIN.password, '10.0.0.2');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        token: expect.any(String),
        userId: 1,
        username: 'admin',
        email: ADMIN.email,
        roles: [{ role: 'ROLE_ADMIN' }],
        secondFactorDue: false,
        secondFactors: [],
        factorSetupDue: false,
      });
    }
  });

  it('signs an HS256 token that expires after the configured time', async () => {
    const { token } = (await login(VISITOR.username, VISITOR.password, '10.0.0.3')).json();
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect((claims.exp as number) - (claims.iat as number)).toBe(8 * 3600);
  });

  it('gives one generic 401 whether the account exists or not', async () => {
    const wrongPassword = await login(ADMIN.email, 'wrong password', '10.0.0.4');
    const noSuchUser = await login('nobody@example.com', 'wrong password', '10.0.0.4');
    expect(wrongPassword.statusCode).toBe(401);
    expect(noSuchUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(noSuchUser.json());
    expect(wrongPassword.json().message).toBe('Login failed. Please check your email and password.');
  });

  it('refuses an empty login with 400', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { usernameOrEmail: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['password', 'usernameOrEmail']);
  });

  it('slows repeated failures for one account, then refuses them with 429 even with the right password', async () => {
    const account = VISITOR.email;
    const timings: number[] = [];
    for (let attempt = 1; attempt <= throttle.maxFailures; attempt++) {
      const started = performance.now();
      expect((await login(account, 'wrong', `10.1.0.${attempt}`)).statusCode).toBe(401);
      timings.push(performance.now() - started);
    }
    // Attempts past the free ones wait delayStepMs per extra failure before the check.
    expect(timings[3]).toBeGreaterThanOrEqual(throttle.delayStepMs - 5);
    const refused = await login(account, VISITOR.password, '10.1.0.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await login(ADMIN.email, ADMIN.password, '10.1.0.9')).statusCode).toBe(200);
  });

  it('refuses one address that tries many accounts', async () => {
    const ip = '10.2.0.1';
    for (let attempt = 0; attempt < throttle.maxFailures * 3; attempt++) {
      expect((await login(`user${attempt}@example.com`, 'wrong', ip)).statusCode).toBe(401);
    }
    expect((await login(ADMIN.email, ADMIN.password, ip)).statusCode).toBe(429);
    expect((await login(ADMIN.email, ADMIN.password, '10.2.0.2')).statusCode).toBe(200);
  });
});
