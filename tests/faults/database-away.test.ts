import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PostgresServer, startPostgres } from '#scripts/services/postgres-server.ts';
import { buildApp } from '#server/app.ts';
import type { App } from '#server/context.ts';
import { RETRY_AFTER_SECONDS } from '#server/errors.ts';
import { form } from '../fixtures/api.ts';

/**
 * The API on a PostgreSQL server of its own, which is stopped for a few seconds under four streams
 * of contact messages and started again, as a restart or a failover does.
 */
let postgres: PostgresServer;
let app: App;
let dataDir: string;

beforeAll(async () => {
  postgres = await startPostgres();
  dataDir = await mkdtemp(path.join(tmpdir(), 'database-away-'));
  ({ app } = await buildApp({
    dataDir,
    databaseUrl: postgres.url,
    siteOrigins: [],
    jwtSecret: randomBytes(32).toString('hex'),
    // The form's limit is not what this is about: every message is let through it.
    contactRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  }));
});

afterAll(async () => {
  await app?.close();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

type Outcome = { firstName: string; status: number; retryAfter: unknown; at: number };

it('answers 503 with Retry-After while PostgreSQL is away, takes writes again once it is back, and loses no acknowledged one', async () => {
  const outcomes: Outcome[] = [];
  let sending = true;
  let sent = 0;
  const stream = async () => {
    while (sending) {
      const firstName = `Stream${sent++}`;
      const response = await app.inject({
        method: 'POST',
        url: '/contact/save',
        payload: form({ firstName, lastName: 'Away', email: 'away@example.com', contactMessage: 'Still there?' }),
      });
      outcomes.push({
        firstName,
        status: response.statusCode,
        retryAfter: response.headers['retry-after'],
        at: performance.now(),
      });
      // As a visitor told to send again would: not at once.
      if (response.statusCode === 503) await sleep(50);
    }
  };
  const streams = Promise.all([stream(), stream(), stream(), stream()]);
  await sleep(1000);
  await postgres.halt();
  await sleep(500);
  const ready = await app.inject({ url: '/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  await sleep(2000);
  await postgres.resume();
  const resumedAt = performance.now();
  await sleep(2000);
  sending = false;
  await streams;

  const refused = outcomes.filter((outcome) => outcome.status === 503);
  const stored = outcomes.filter((outcome) => outcome.status === 201);
  expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)).toEqual([]);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((outcome) => outcome.retryAfter === String(RETRY_AFTER_SECONDS))).toBe(true);
  // Taken again soon after the server is back.
  const firstAfter = stored.find((outcome) => outcome.at > resumedAt);
  expect(firstAfter && firstAfter.at - resumedAt).toBeLessThan(2000);
  expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
  // Every message answered 201 is stored.
  const rows = await fetchStoredNames();
  expect(stored.map((outcome) => outcome.firstName).filter((name) => !rows.has(name))).toEqual([]);
}, 30_000);

/** The first names of the messages the database holds. */
async function fetchStoredNames(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ firstName: string }>(
      `select "firstName" from contacts where "lastName" = 'Away'`,
    );
    return new Set(rows.map((row) => row.firstName));
  } finally {
    await client.end();
  }
}
