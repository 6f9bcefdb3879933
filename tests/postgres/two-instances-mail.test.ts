import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '#server/app.ts';
import type { App } from '#server/context.ts';
import { ADMIN } from '../fixtures/api.ts';
import { startMailServer } from '../fixtures/mail-server.ts';
import { freshDatabase, type TestDatabase } from '../fixtures/test-database.ts';

/**
 * Two API instances on one PostgreSQL database, both sending the mails outbox to one mail server
 * (docs/decisions/018-mail.md): they take turns, so every mail reaches it once.
 */
const STAFF = 'staff@tiranagroup.test';
const PER_INSTANCE = 6;

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
const instances: { app: App; dataDir: string }[] = [];

async function startInstance(options: Partial<AppOptions>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mail-instance-'));
  const { app } = await buildApp({
    dataDir,
    databaseUrl: database.url,
    siteOrigins: ['http://localhost:4321'],
    jwtSecret: 'a shared secret of the two instances, long enough',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    contactRateLimit: { max: 100, timeWindowMs: 60_000 },
    ...options,
  });
  instances.push({ app, dataDir });
  return app;
}

beforeAll(async () => {
  database = await freshDatabase();
  smtp = await startMailServer();
  const mail = { transportUrl: smtp.url, from: 'Tirana Group <no-reply@tiranagroup.test>', teamEmails: [STAFF] };
  const mailTimings = { firstRetryMs: 50, maxRetryMs: 200, pollMs: 100 };
  await Promise.all([startInstance({ mail, mailTimings }), startInstance({ mail, mailTimings })]);
});

afterAll(async () => {
  for (const { app, dataDir } of instances) {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  await smtp.close();
  await database.drop();
});

it('sends each mail once, whichever instance took the contact', async () => {
  const sends = instances.flatMap(({ app }, which) =>
    Array.from({ length: PER_INSTANCE }, (_, index) =>
      app.inject({
        method: 'POST',
        url: '/contact/save',
        payload: {
          firstName: `Visitor ${which}-${index}`,
          email: `visitor-${which}-${index}@example.com`,
          contactMessage: 'Hello',
          language: 'en',
        },
      }),
    ),
  );
  const answers = await Promise.all(sends);
  expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));

  const expected = instances.length * PER_INSTANCE * 2;
  await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(expected);
  // Any mail sent twice would arrive within a few more tries.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(smtp.received).toHaveLength(expected);
  const subjects = smtp.to(STAFF).map((mail) => mail.subject);
  expect(new Set(subjects).size).toBe(instances.length * PER_INSTANCE);
  for (const [which] of instances.entries()) {
    for (let index = 0; index < PER_INSTANCE; index++) {
      expect(smtp.to(`visitor-${which}-${index}@example.com`)).toHaveLength(1);
    }
  }
});
