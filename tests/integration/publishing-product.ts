import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { encodes, encodingsOf, isCompressedSibling } from '#publisher/compressed-siblings.ts';
import { scalePlan } from '#scripts/demo/seed-scale.ts';
import { seed } from '#scripts/seed.ts';
import { adminToken } from '#scripts/services/admin-token.ts';
import { type ApiBody, apiRequest } from '#scripts/services/api-request.ts';
import { freePort } from '#scripts/services/free-port.ts';
import { buildApp } from '#server/app.ts';
import { type PublishStatus, PublishStatusSchema } from '#shared/payloads/publish.ts';
import { freshDatabase, type TestDatabase } from '../fixtures/test-database.ts';

const ADMIN = { email: 'admin@example.com', password: 'a long enough password' };

/**
 * What Vitest puts in the environment for its own tests: NODE_ENV, and `DEV`, `PROD`, `MODE`, `SSR`
 * and `BASE_URL`, which mirror its import.meta.env. Vite reads them too: a site built with them is
 * built as for a dev server, which shares nothing between its renders.
 */
const TEST_RUNNER_SETTINGS = ['NODE_ENV', 'DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL'];

/** This process's environment without the test runner's own settings: the product's processes run as in production. */
export const productEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !TEST_RUNNER_SETTINGS.includes(name)));
const SITE_ORIGIN = 'http://localhost:4321';

/** Every file under `root`, relative to it, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Files missing on either side, and files whose bytes differ; `actual`, a published site, must
 * also hold each text file's compressed siblings, encoding exactly that file.
 */
export async function treeDifferences(expected: string, actual: string): Promise<string[]> {
  const [want, all] = await Promise.all([listFiles(expected), listFiles(actual)]);
  const allSet = new Set(all);
  const have = all.filter((file) => !isCompressedSibling(file));
  const haveSet = new Set(have);
  const differences = [
    ...want.filter((file) => !haveSet.has(file)).map((file) => `missing: ${file}`),
    ...have.filter((file) => !want.includes(file)).map((file) => `extra: ${file}`),
  ];
  for (const file of want.filter((candidate) => haveSet.has(candidate))) {
    const [a, b] = await Promise.all([readFile(path.join(expected, file)), readFile(path.join(actual, file))]);
    if (!a.equals(b)) differences.push(`stale: ${file}`);
  }
  const siblings = have.flatMap((file) => encodingsOf(file).map((encoding) => ({ file, encoding })));
  const expectedSiblings = new Set(siblings.map(({ file, encoding }) => `${file}${encoding.extension}`));
  differences.push(
    ...all.filter((file) => isCompressedSibling(file) && !expectedSiblings.has(file)).map((file) => `extra: ${file}`),
  );
  for (const { file, encoding } of siblings) {
    const sibling = `${file}${encoding.extension}`;
    if (!allSet.has(sibling)) differences.push(`missing: ${sibling}`);
    else if (!encodes(await readFile(path.join(actual, sibling)), encoding, await readFile(path.join(actual, file))))
      differences.push(`stale: ${sibling}`);
  }
  return differences;
}

/**
 * The publishing path of the product for integration tests: a small synthetic site in a fresh
 * DATA_DIR, the API in this process (its outbox delivering to the publisher), and the publisher as
 * a child process that tests may kill and start again, with `publisherSettings` added to its
 * environment. Builds go inside the project, where the server build finds node_modules.
 */
export async function startPublishingProduct(
  scale = 120,
  publisherSettings: Record<string, string> = {},
  given: TestDatabase | null = null,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'publishing-'));
  const buildRoot = path.resolve('dist', `test-publishing-${randomBytes(4).toString('hex')}`);
  const database = given ?? (await freshDatabase());
  await seed(dataDir, { plan: scalePlan(scale), databaseUrl: database.url });
  const publisherPort = await freePort();
  const secret = randomBytes(24).toString('hex');
  const apps: Awaited<ReturnType<typeof buildApp>>['app'][] = [];
  const contexts: Awaited<ReturnType<typeof buildApp>>['context'][] = [];
  /** An API instance on the product's database and data folder (its files, its secrets); its address. */
  async function startApiInstance(): Promise<string> {
    const { app, context } = await buildApp({
      dataDir,
      databaseUrl: database.url,
      siteOrigins: [SITE_ORIGIN],
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      publishWebhookUrl: `http://127.0.0.1:${publisherPort}/webhook`,
      publishWebhookSecret: secret,
    });
    apps.push(app);
    contexts.push(context);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }
  const apiUrl = await startApiInstance();
  const siteDir = path.join(buildRoot, 'site');
  const serverBuildDir = publisherSettings.SERVER_BUILD_DIR ?? path.join(buildRoot, 'server');
  const buildEnv = { ...productEnv(), API_URL: apiUrl, PUBLIC_API_URL: apiUrl, PUBLIC_SITE_ORIGIN: SITE_ORIGIN };
  const publisherEnv = {
    ...buildEnv,
    DATA_DIR: dataDir,
    SITE_OUT_DIR: siteDir,
    SERVER_BUILD_DIR: serverBuildDir,
    PUBLISHER_PORT: String(publisherPort),
    PUBLISHER_HOST: '127.0.0.1',
    PUBLISH_WEBHOOK_SECRET: secret,
    LOG_LEVEL: 'warn',
    ...publisherSettings,
  };
  let publisher: ChildProcess | null = null;

  async function startPublisher() {
    const child = spawn(process.execPath, ['src/publisher/main.ts'], {
      env: publisherEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    publisher = child;
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    for await (const line of lines) {
      if (line.includes('[publisher] ready')) return;
    }
    throw new Error(`the publisher stopped before it was ready (exit ${child.exitCode})`);
  }

  const token = await adminToken(apiUrl, ADMIN.email, ADMIN.password);

  /** A call to the API (at `instanceUrl`, the first instance's by default) as the admin; a body of form data or JSON. */
  async function api(method: string, route: string, body?: ApiBody, instanceUrl = apiUrl) {
    return fetch(`${instanceUrl}${route}`, apiRequest(method, { token, body }));
  }

  /**
   * Waits until no change event is pending, and the publisher has brought every compressed sibling
   * it wrote to its best (so that no file of its is half-written); fails on a failed event. Returns
   * the latest statuses.
   */
  async function waitUntilPublished(timeoutMs = 120_000): Promise<PublishStatus[]> {
    const deadline = Date.now() + timeoutMs;
    let waiting = '';
    while (Date.now() < deadline) {
      const statuses = z.array(PublishStatusSchema).parse(await (await api('GET', '/publish/events?limit=100')).json());
      const failed = statuses.find((status) => status.state === 'failed');
      if (failed) throw new Error(`event ${failed.eventId} failed to publish: ${failed.error}`);
      const pending = statuses.filter((status) => status.state !== 'live').length;
      const files = await unpolished();
      if (pending === 0 && files === 0) return statuses;
      waiting = `${pending} events not live, ${files} files not polished`;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the publisher did not catch up in time: ${waiting}`);
  }

  /** The folder of the server build the publisher renders with now (server-builds.ts), by its status. */
  const serverBuild = async () =>
    path.join(
      serverBuildDir,
      z.object({ build: z.string() }).parse(await (await fetch(`http://127.0.0.1:${publisherPort}/status`)).json())
        .build,
    );

  /** How many files' compressed siblings still wait for their best compression, by the publisher's status. */
  const unpolished = async () =>
    z.object({ unpolished: z.number() }).parse(await (await fetch(`http://127.0.0.1:${publisherPort}/status`)).json())
      .unpolished;

  /** A fresh full build (`astro build`) from the same API, into a folder of its own, for production as the publisher's. */
  async function freshBuild(): Promise<string> {
    const outDir = path.join(buildRoot, `fresh-${randomBytes(3).toString('hex')}`);
    const astro = path.resolve('node_modules/astro/bin/astro.mjs');
    const build = spawn(process.execPath, [astro, 'build', '--silent'], {
      env: { ...buildEnv, NODE_ENV: 'production', SITE_OUT_DIR: outDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [code] = await once(build, 'exit');
    if (code !== 0) throw new Error(`astro build failed (exit ${code})`);
    return outDir;
  }

  await startPublisher();
  return {
    apiUrl,
    siteDir,
    serverBuildDir,
    serverBuild,
    secret,
    publisherUrl: `http://127.0.0.1:${publisherPort}`,
    api,
    /** The first API instance's database, for tests that check what a call wrote. */
    db: () => (contexts[0] as (typeof contexts)[number]).db,
    /** The admin's session token, good on every instance. */
    token,
    /** Another API instance on the same database (PostgreSQL), delivering to the same publisher; its address. */
    startApiInstance,
    waitUntilPublished,
    freshBuild,
    startPublisher,
    /** The running publisher's process id. */
    publisherPid: () => publisher?.pid,
    async killPublisher() {
      const child = publisher;
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    async close() {
      publisher?.kill('SIGKILL');
      for (const app of apps.toReversed()) await app.close();
      await database.drop();
      await rm(buildRoot, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type PublishingProduct = Awaited<ReturnType<typeof startPublishingProduct>>;
