import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#scripts/services/free-port.ts';
import { type RedisServer, startRedis } from '#scripts/services/redis-server.ts';
import { buildApp } from '#server/app.ts';
import { RETRY_AFTER_SECONDS } from '#server/errors.ts';
import { ADMIN, startTestApi, type TestApi } from '../fixtures/api.ts';
import { sendContactMessage } from '../fixtures/limited-requests.ts';

/** An API instance whose Redis (REDIS_URL) goes away and comes back, and one whose never answers. */
let redis: RedisServer;
let api: TestApi;

beforeAll(async () => {
  redis = await startRedis();
  api = await startTestApi({ redisUrl: redis.url });
});

afterAll(async () => {
  await api?.close();
  await redis?.stop();
});

const login = () =>
  api.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { usernameOrEmail: ADMIN.email, password: ADMIN.password },
  });
const sendMessage = () => sendContactMessage(api.app, 'Is the tower finished?');
const ready = () => api.app.inject({ url: '/health/ready' });

describe('an API instance whose Redis goes away', () => {
  it('refuses logins and contact messages with a 503 that says so while Redis is away, and serves the rest', async () => {
    await redis.stop();
    // Over a few of the client's attempts to reconnect, each of which fails.
    for (let round = 0; round < 3; round++) {
      for (const response of [await login(), await sendMessage()]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
        expect(response.json()).toEqual({
          code: 'UNAVAILABLE',
          message: 'The service is unavailable for a moment. Please try again in a few seconds.',
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // Redis is every instance's: a balancer that took them out would refuse what needs no count.
    expect((await ready()).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/news/get/mini' })).statusCode).toBe(200);
  });

  it('serves them again once Redis is back at its address', async () => {
    redis = await startRedis(redis.port);
    await expect.poll(async () => (await login()).statusCode, { timeout: 20_000, interval: 250 }).toBe(200);
    expect((await sendMessage()).statusCode).toBe(201);
  });
});

describe('an API instance whose REDIS_URL does not answer at start', () => {
  it('does not start, and says which setting to look at', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'no-redis-'));
    const redisUrl = `redis://:a-password@127.0.0.1:${await freePort()}`;
    try {
      const starting = buildApp({ dataDir, redisUrl, siteOrigins: [] });
      await expect(starting).rejects.toThrow(
        /^Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ \(REDIS_URL\) did not answer/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
