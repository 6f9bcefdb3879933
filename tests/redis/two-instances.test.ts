import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedis } from '#scripts/services/redis-server.ts';
import { REDIS_KEY_PREFIX } from '#server/shared-limits.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import {
  accountWithApp,
  askForNewPassword,
  guessPassword,
  logIn,
  sendCode,
  sendContactMessage,
  statusesByTurns,
} from '../fixtures/limited-requests.ts';

/**
 * Two API instances with one REDIS_URL. Each has a database of its own (a SQLite file, or a
 * PostgreSQL database of its own), so what they count together, they count in Redis.
 */
const LOGIN_LIMIT = 4;
const CONTACT_LIMIT = 3;
const RESET_LIMIT = { perEmail: 2, perAddress: 5, windowMs: 60_000 };
let redis: RedisServer;
let first: TestApi;
let second: TestApi;

beforeAll(async () => {
  redis = await startRedis();
  const options = {
    redisUrl: redis.url,
    loginThrottle: { freeFailures: 0, maxFailures: LOGIN_LIMIT, delayStepMs: 0, maxDelayMs: 0, windowMs: 60_000 },
    contactRateLimit: { max: CONTACT_LIMIT, timeWindowMs: 60_000 },
    resetLimit: RESET_LIMIT,
  };
  [first, second] = await Promise.all([startTestApi(options), startTestApi(options)]);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await redis?.stop();
});

describe('two API instances on one Redis', () => {
  it('count login guesses for both: the limit holds across them', async () => {
    const guess = (instance: TestApi) => guessPassword(instance.app);
    const statuses = await statusesByTurns(LOGIN_LIMIT, [first.app, second.app], guessPassword);
    expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(401));
    expect((await guess(first)).statusCode).toBe(429);
    expect((await guess(second)).statusCode).toBe(429);
  });

  it('count wrong second-factor codes for both, as one instance would, logins with the right password included', async () => {
    // The same accounts, in the same order, on both databases: each has the same id on both.
    for (const instance of [first, second])
      for (const name of ['codes-alone', 'codes-shared']) await accountWithApp(instance.app, instance.adminToken, name);
    /**
     * The account of `name` logs in on each of `instances`, whose sessions are their own, then
     * sends a wrong code with each token by turns: every check counts against the account in
     * Redis, and a right password resets nothing until a right code.
     */
    async function guessCodes([one, other]: [TestApi, TestApi], name: string, address: string) {
      const account = { email: `${name}@example.com`, password: `the password of ${name}` };
      const statuses: number[] = [];
      const logins = [];
      for (const instance of [one, other]) {
        const login = await logIn(instance.app, account, address);
        statuses.push(login.statusCode);
        if (login.statusCode === 200) expect(login.json().secondFactorDue).toBe(true);
        logins.push({ app: instance.app, token: login.json().token as string });
      }
      for (const { app, token } of [...logins, ...logins])
        statuses.push((await sendCode(app, token, '000000', address)).statusCode);
      return statuses;
    }
    const alone = await guessCodes([first, first], 'codes-alone', '10.7.0.2');
    const shared = await guessCodes([first, second], 'codes-shared', '10.7.0.3');
    // LOGIN_LIMIT checks pass (the two logins and two wrong codes); the next is refused on either instance.
    expect(alone).toEqual([200, 200, 401, 401, 429, 429]);
    expect(shared).toEqual(alone);
  });

  it('count contact messages for both: the form limit holds across them', async () => {
    const send = (instance: TestApi, index: number) => sendContactMessage(instance.app, `Message ${index}`);
    const statuses = await statusesByTurns(CONTACT_LIMIT, [first.app, second.app], (app, index) =>
      sendContactMessage(app, `Message ${index}`),
    );
    expect(statuses).toEqual(Array(CONTACT_LIMIT).fill(201));
    expect((await send(second, CONTACT_LIMIT)).statusCode).toBe(429);
    expect((await send(first, CONTACT_LIMIT + 1)).statusCode).toBe(429);
  });

  it('count requests for a forgotten password for both: per email, and per address', async () => {
    const email = 'forgetful@example.com';
    const perEmail = await statusesByTurns(RESET_LIMIT.perEmail, [first.app, second.app], (app, index) =>
      askForNewPassword(app, email, `10.8.1.${index}`),
    );
    expect(perEmail).toEqual(Array(RESET_LIMIT.perEmail).fill(200));
    for (const instance of [first, second]) {
      const refused = await askForNewPassword(instance.app, email, '10.8.1.99');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const perAddress = await statusesByTurns(RESET_LIMIT.perAddress, [first.app, second.app], (app, index) =>
      askForNewPassword(app, `person${index}@example.com`, '10.8.2.1'),
    );
    expect(perAddress).toEqual(Array(RESET_LIMIT.perAddress).fill(200));
    expect((await askForNewPassword(first.app, 'another@example.com', '10.8.2.1')).statusCode).toBe(429);
    expect((await askForNewPassword(second.app, 'yet-another@example.com', '10.8.2.1')).statusCode).toBe(429);
  });

  it('keep the counts in Redis, under one prefix, each with its window as expiry', async () => {
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.every((key) => key.startsWith(`${REDIS_KEY_PREFIX}:`))).toBe(true);
      expect(keys).toContain(`${REDIS_KEY_PREFIX}:login-account:name:guessed@example.com`);
      expect(keys).toContain(`${REDIS_KEY_PREFIX}:reset-email:forgetful@example.com`);
      expect(keys.some((key) => key.startsWith(`${REDIS_KEY_PREFIX}:route POST /contact/save:`))).toBe(true);
      for (const key of keys) expect(await client.pttl(key)).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });
});
