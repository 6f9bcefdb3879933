import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { App, AppContext } from '#server/context.ts';
import { claimDue, setSchedule } from '#server/repositories/schedules.ts';
import { ADMIN } from '../fixtures/api.ts';
import { freshDatabase, type TestDatabase } from '../fixtures/test-database.ts';

/**
 * Scheduled publication with several API instances on one PostgreSQL database
 * (docs/decisions/026-scheduled-publication.md): every instance looks for what fell due, and each
 * schedule is done once; one set before every instance stopped is done by the next to start.
 */
type Instance = { app: App; context: AppContext; dataDir: string };

/** Both instances look this often, so that they race for every schedule. */
const CHECK_MS = 25;
const DONE_WITHIN_MS = 15_000;
const JWT_SECRET = randomBytes(32).toString('hex');

let database: TestDatabase;
const instances: Instance[] = [];
let token: string;

async function startInstance(): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scheduling-instance-'));
  const { app, context } = await buildApp({
    dataDir,
    databaseUrl: database.url,
    siteOrigins: [],
    jwtSecret: JWT_SECRET,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    scheduleCheckMs: CHECK_MS,
  });
  const instance = { app, context, dataDir };
  instances.push(instance);
  return instance;
}

async function stop(instance: Instance) {
  await instance.app.close();
  await rm(instance.dataDir, { recursive: true, force: true });
  instances.splice(instances.indexOf(instance), 1);
}

const asAdmin = (instance: Instance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  instance.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });

async function draft(instance: Instance, title: string): Promise<number> {
  const response = await asAdmin(instance, 'POST', '/news/save', { newsTitle: title, published: false });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().newsId;
}

async function schedulePublication(instance: Instance, id: number, at: string) {
  const response = await asAdmin(instance, 'PUT', `/schedule/news/${id}/publish`, { at });
  expect(response.statusCode, response.body).toBe(200);
}

/** The activity's publish entries of each item, once none is left scheduled (or the wait ends). */
async function publishesOnceDone(instance: Instance, ids: number[]) {
  const deadline = Date.now() + DONE_WITHIN_MS;
  const { db } = instance.context;
  while ((await db.selectFrom('schedules').select('entityId').execute()).length > 0 && Date.now() < deadline)
    await sleep(50);
  const entries = await db
    .selectFrom('activity')
    .select('entityId')
    .where('action', '=', 'publish')
    .where('kind', '=', 'news')
    .execute();
  return ids.map((id) => entries.filter((entry) => entry.entityId === id).length);
}

beforeAll(async () => {
  database = await freshDatabase();
  const [first] = await Promise.all([startInstance(), startInstance()]);
  const login = await (first as Instance).app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { usernameOrEmail: ADMIN.email, password: ADMIN.password },
  });
  token = login.json().token;
});

afterAll(async () => {
  for (const instance of [...instances]) await stop(instance);
  await database?.drop();
});

describe('scheduled publication on several API instances', () => {
  it('is done once, by one of them, however many look at the same moment', async () => {
    const [first, second] = instances as [Instance, Instance];
    const ids = [];
    for (let n = 0; n < 12; n += 1) ids.push(await draft(n % 2 ? first : second, `Announcement ${n}`));
    const at = new Date(Date.now() + 1_000).toISOString();
    for (const [n, id] of ids.entries()) await schedulePublication(n % 2 ? second : first, id, at);
    expect(await publishesOnceDone(first, ids)).toEqual(ids.map(() => 1));
    for (const id of ids) {
      const read = await second.app.inject({ method: 'GET', url: `/news/get/single/news/${id}` });
      expect(read.statusCode, `news ${id} is on the site`).toBe(200);
    }
  });

  it('give each due schedule to one claim, of two made at once on two connections', async () => {
    const [first, second] = instances as [Instance, Instance];
    // Their own looks stopped, so that the two claims below are the only ones.
    await Promise.all([first.context.scheduler.close(), second.context.scheduler.close()]);
    const past = new Date(Date.now() - 1_000).toISOString();
    for (let entityId = 1_000; entityId < 1_040; entityId += 1)
      await setSchedule(first.context.db, { kind: 'news', entityId, action: 'publish' }, past, 'admin', past);
    const until = new Date(Date.now() + 60_000).toISOString();
    const now = new Date().toISOString();
    const claims = await Promise.all([first, second].map((instance) => claimDue(instance.context.db, now, until, 100)));
    const claimed = claims.flat().map((schedule) => schedule.entityId);
    expect(claimed.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => 1_000 + n));
    await first.context.db.deleteFrom('schedules').execute();
  });

  it('survives every instance stopping: the next to start does what fell due meanwhile', async () => {
    const [first] = instances as [Instance];
    const id = await draft(first, 'Published after a restart');
    await schedulePublication(first, id, new Date(Date.now() + 500).toISOString());
    for (const instance of [...instances]) await stop(instance);
    await sleep(1_000);
    const restarted = await startInstance();
    expect(await publishesOnceDone(restarted, [id])).toEqual([1]);
  });
});
