import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '#server/app.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { App, AppContext } from '#server/context.ts';
import { insertUser } from '#server/repositories/users.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { ADMIN, form } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';
import {
  accountWithApp,
  askForNewPassword,
  guessPassword,
  logIn,
  sendCode,
  sendContactMessage,
  statusesByTurns,
} from '../fixtures/limited-requests.ts';
import { allLive, startPublisherStub } from '../fixtures/publisher-stub.ts';
import { freshDatabase, type TestDatabase } from '../fixtures/test-database.ts';

/**
 * Two API instances on one PostgreSQL database, as behind one address: each publish event is
 * delivered once, no instance serves a read older than the other's write, the limits and sessions
 * are the same on both, and an instance that stops mid-stream loses no event.
 */
type Instance = { app: App; context: AppContext; dataDir: string };

const LOGIN_LIMIT = 4;
const CONTACT_LIMIT = 3;
const RESET_PER_EMAIL = 2;
let database: TestDatabase;
let stub: Awaited<ReturnType<typeof startPublisherStub>>;
let first: Instance;
let second: Instance;
let token: string;
let sharedFiles: string;

async function startInstance(options: Partial<AppOptions> = {}): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'instance-'));
  const { app, context } = await buildApp({
    dataDir,
    databaseUrl: database.url,
    siteOrigins: [],
    jwtSecret: SECRETS.jwt,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    publishWebhookUrl: stub.url,
    publishWebhookSecret: SECRETS.webhook,
    loginThrottle: { freeFailures: 0, maxFailures: LOGIN_LIMIT, delayStepMs: 0, maxDelayMs: 0, windowMs: 60_000 },
    contactRateLimit: { max: CONTACT_LIMIT, timeWindowMs: 60_000 },
    resetLimit: { perEmail: RESET_PER_EMAIL, perAddress: 10, windowMs: 60_000 },
    uploadsDir: sharedFiles,
    ...options,
  });
  return { app, context, dataDir };
}

const SECRETS = { jwt: randomBytes(32).toString('hex'), webhook: randomBytes(32).toString('hex') };

const asAdmin = (instance: Instance, request: InjectOptions) =>
  instance.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });

async function createNews(instance: Instance, title: string): Promise<{ newsId: number; eventId: number }> {
  const response = await asAdmin(instance, { method: 'POST', url: '/news/save', payload: { newsTitle: title } });
  expect(response.statusCode, response.body).toBe(201);
  return { newsId: response.json().newsId, eventId: Number(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]) };
}

async function undelivered(): Promise<number> {
  const rows = await first.context.db.selectFrom('outbox').select('eventId').where('deliveredAt', 'is', null).execute();
  return rows.length;
}

beforeAll(async () => {
  database = await freshDatabase();
  sharedFiles = await mkdtemp(path.join(tmpdir(), 'shared-files-'));
  // A publisher that takes a moment per call, so that deliveries overlap the writes.
  const live = allLive();
  stub = await startPublisherStub(async (batch) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return live(batch);
  });
  // Started together on an empty database: the migrations and the first admin happen once.
  [first, second] = await Promise.all([startInstance(), startInstance()]);
  const login = await first.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { usernameOrEmail: ADMIN.email, password: ADMIN.password },
  });
  token = login.json().token;
});

afterAll(async () => {
  for (const instance of [first, second]) {
    await instance?.app.close();
    if (instance) await rm(instance.dataDir, { recursive: true, force: true });
  }
  await stub?.close();
  await database?.drop();
  if (sharedFiles) await rm(sharedFiles, { recursive: true, force: true });
});

describe('two API instances on one PostgreSQL database', () => {
  it('deliver each publish event exactly once, whichever instance took the write', async () => {
    const before = stub.received().length;
    const written = await Promise.all(
      Array.from({ length: 40 }, (_, index) => createNews(index % 2 ? first : second, `Stream ${index}`)),
    );
    await expect.poll(undelivered, { timeout: 20_000 }).toBe(0);
    const received = stub.received().slice(before);
    expect(received.toSorted((a, b) => a - b)).toEqual(written.map(({ eventId }) => eventId).toSorted((a, b) => a - b));
  });

  it('never answer a public read older than a write committed on the other instance', async () => {
    const { newsId } = await createNews(first, 'Version 0');
    const read = async () => (await second.app.inject({ url: `/news/get/single/news/${newsId}` })).json().newsTitle;
    expect(await read()).toBe('Version 0');
    for (let version = 1; version <= 10; version++) {
      const writer = version % 2 ? first : second;
      const update = await asAdmin(writer, {
        method: 'PUT',
        url: `/news/update/${newsId}`,
        payload: { newsTitle: `Version ${version}` },
      });
      expect(update.statusCode).toBe(200);
      const reader = writer === first ? second : first;
      expect((await reader.app.inject({ url: `/news/get/single/news/${newsId}` })).json().newsTitle).toBe(
        `Version ${version}`,
      );
    }
  });

  it('count login guesses for both: the limit holds across them', async () => {
    const guess = (instance: Instance) => guessPassword(instance.app);
    const statuses = await statusesByTurns(LOGIN_LIMIT, [first.app, second.app], guessPassword);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expect((await guess(first)).statusCode).toBe(429);
    expect((await guess(second)).statusCode).toBe(429);
  });

  it('count wrong second-factor codes for both, as one instance would, and a right password between them resets nothing', async () => {
    /**
     * A login, two wrong codes, a login with the right password, two more wrong codes, by turns on
     * `instances`, from an address of their own: every check counts against the account, the
     * logins too, until a right code.
     */
    async function guessCodes([one, other]: [Instance, Instance], name: string, address: string) {
      const account = await accountWithApp(first.app, token, name);
      const statuses: number[] = [];
      const half = await logIn(one.app, account, address);
      statuses.push(half.statusCode);
      const codeDue = half.json().token as string;
      for (const instance of [other, one])
        statuses.push((await sendCode(instance.app, codeDue, '000000', address)).statusCode);
      const again = await logIn(other.app, account, address);
      if (again.statusCode === 200) expect(again.json().secondFactorDue).toBe(true);
      statuses.push(again.statusCode);
      for (const instance of [one, other])
        statuses.push((await sendCode(instance.app, codeDue, '000000', address)).statusCode);
      return statuses;
    }

    const alone = await guessCodes([first, first], 'codes-alone', '10.7.0.2');
    const shared = await guessCodes([first, second], 'codes-shared', '10.7.0.3');
    // LOGIN_LIMIT checks pass (the two logins and two wrong codes); the next is refused on either instance.
    expect(alone).toEqual([200, 401, 401, 200, 429, 429]);
    expect(shared).toEqual(alone);
  });

  it('count contact messages for both: the form limit holds across them', async () => {
    const send = (instance: Instance, index: number) => sendContactMessage(instance.app, `Message ${index}`);
    const statuses = await statusesByTurns(CONTACT_LIMIT, [first.app, second.app], (app, index) =>
      sendContactMessage(app, `Message ${index}`),
    );
    expect(statuses).toEqual(Array(CONTACT_LIMIT).fill(201));
    expect((await send(second, CONTACT_LIMIT)).statusCode).toBe(429);
    expect((await send(first, CONTACT_LIMIT + 1)).statusCode).toBe(429);
  });

  it('count requests for a forgotten password for both: the per-email limit holds across them', async () => {
    const email = 'forgetful@example.com';
    const statuses = await statusesByTurns(RESET_PER_EMAIL, [first.app, second.app], (app, index) =>
      askForNewPassword(app, email, `10.8.1.${index}`),
    );
    expect(statuses).toEqual(Array(RESET_PER_EMAIL).fill(200));
    expect((await askForNewPassword(first.app, email, '10.8.1.98')).statusCode).toBe(429);
    expect((await askForNewPassword(second.app, email, '10.8.1.99')).statusCode).toBe(429);
  });

  it('share the uploaded files (UPLOADS_DIR): an image uploaded to one is served by the other', async () => {
    const created = await asAdmin(first, {
      method: 'POST',
      url: '/projects/save',
      payload: form({ projectTitle: 'Shared files', projectImageUrl: await pngImage(640, 320) }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const image = created.json().projectImageUrl as string;
    expect(image).toMatch(/^\/uploads\/images\//);
    const served = await second.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
  });

  it('share sessions: a logout on one ends the token on the other', async () => {
    const login = await second.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { usernameOrEmail: ADMIN.email, password: ADMIN.password },
    });
    const own = login.json().token as string;
    const read = (instance: Instance) =>
      instance.app.inject({ url: '/contact/get/mini', headers: { authorization: `Bearer ${own}` } });
    expect((await read(first)).statusCode).toBe(200);
    const logout = await first.app.inject({
      method: 'POST',
      url: '/user/logout',
      headers: { authorization: `Bearer ${own}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await read(second)).statusCode).toBe(401);
  });

  it('share presence: who has an item’s form open through one is told to those on the other', async () => {
    await insertUser(first.context.db, {
      username: 'mira',
      email: 'mira@example.com',
      passwordHash: await hashPassword('a second editor password'),
      roles: ['ROLE_USER'],
    });
    const login = await second.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { usernameOrEmail: 'mira', password: 'a second editor password' },
    });
    const beat = async (instance: Instance, bearer: string, tab: string) =>
      (
        await instance.app.inject({
          method: 'PUT',
          url: `/presence/news/1/${tab}`,
          headers: { authorization: `Bearer ${bearer}` },
        })
      ).json().others;
    expect(await beat(first, token, 'admin-tab-first')).toEqual([]);
    expect(await beat(second, login.json().token, 'mira-tab-second')).toEqual([
      { username: 'admin', since: expect.any(String) },
    ]);
    expect(await beat(first, token, 'admin-tab-first')).toEqual([{ username: 'mira', since: expect.any(String) }]);
  });

  it('carry on once the database has ended their connections (a restart, a failover)', async () => {
    const { db } = first.context;
    // On one connection, which lists every other and ends them.
    const ended = await db.transaction().execute(async (trx) => {
      const listed = sql<{ pids: number[] }>`select array_agg(pid) as pids from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`;
      const pids = (await listed.execute(trx)).rows[0]?.pids ?? [];
      await sql`select pg_terminate_backend(pid) from unnest(${pids}::int[]) as pid`.execute(trx);
      return pids;
    });
    expect(ended.length).toBeGreaterThan(0);
    // A request in the very moment of the restart may still meet an ended connection; the test
    // goes on once the server has ended them all and the pools have heard of it.
    const stillThere = async () =>
      (
        await sql<{
          count: number;
        }>`select count(*) as count from pg_stat_activity where pid = any(${ended}::int[])`.execute(db)
      ).rows[0]?.count;
    await expect.poll(stillThere, { timeout: 10_000 }).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { newsId, eventId } = await createNews(second, 'After the connections ended');
    expect((await first.app.inject({ url: `/news/get/single/news/${newsId}` })).statusCode).toBe(200);
    await expect.poll(() => stub.received().includes(eventId), { timeout: 20_000 }).toBe(true);
  });

  it('lose no event when one instance stops during a stream of writes: the other delivers what was pending', async () => {
    const before = new Set(stub.received());
    const written: number[] = [];
    for (let index = 0; index < 10; index++)
      written.push((await createNews(first, `Before the stop ${index}`)).eventId);
    const stopping = first.app.close();
    for (let index = 0; index < 20; index++)
      written.push((await createNews(second, `During the stop ${index}`)).eventId);
    await stopping;
    await expect
      .poll(
        async () =>
          (await second.context.db.selectFrom('outbox').select('eventId').where('deliveredAt', 'is', null).execute())
            .length,
        { timeout: 20_000 },
      )
      .toBe(0);
    const received = new Set(stub.received().filter((eventId) => !before.has(eventId)));
    expect(written.filter((eventId) => !received.has(eventId))).toEqual([]);
    first = await startInstance();
  });
});
