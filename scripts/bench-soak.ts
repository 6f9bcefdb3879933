import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_SITE_ORIGIN } from '#shared/settings.ts';
import { type BenchFiles, benchFileStore, describeFiles, startBenchFiles } from './bench/bench-files.ts';
import { describeMachine, errorText, formatRepeated, machine, percentile, repeated } from './bench/figures.ts';
import { sitePages } from './bench/site-pages.ts';
import { type Kind, loadOneMinute, type Minute, residentMb } from './bench/soak-load.ts';
import { supervisePublisher } from './publisher-process.ts';
import { seed } from './seed.ts';
import { adminToken } from './services/admin-token.ts';
import { freePort } from './services/free-port.ts';
import { startPostgres } from './services/postgres-server.ts';
import { settledStatus } from './services/settled-status.ts';
import { waitUntilReady } from './services/wait-until-ready.ts';

/**
 * Hours of load, in minutes: the product as `npm start` runs it (API, publisher, site server) on
 * the demo content, on SQLite and on a throwaway PostgreSQL (`BENCH_ENGINES`), for
 * `BENCH_SOAK_MINUTES` (10) under mixed load: the site's pages read at 50 connections; an admin's edits (2 a second) and image uploads (one every 2 s); contact messages
 * (one a second). Prints per minute each kind's requests, errors and p50/p99; the edits' publish
 * latency (answer → live) p95; each process's memory after the first minute (the warm-up) and at
 * the end; the uploads' p50 and p99 over the run, as the median and spread of the minutes'. The
 * files are in the API's folder, or with BENCH_FILES=bucket in a bucket on moto's S3 server started
 * for each engine and stopped after it. Targets: no error, publish p95 ≤ 500 ms, memory growth ≤
 * 20 %. Writes bench-results/soak.json (soak-bucket.json with the bucket); an error prints as an
 * error and the run exits with 1.
 */
const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const TARGETS = { publishP95Ms: 500, memoryGrowth: 0.2 };
const ADMIN = { ADMIN_EMAIL: 'soak@example.com', ADMIN_PASSWORD: 'soak-password-2026' };
const FILES = benchFileStore(process.env);

async function soak(engine: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soak-data-'));
  // Inside the project: the site's server build imports its packages from node_modules.
  await mkdir('dist', { recursive: true });
  const buildRoot = await mkdtemp(path.resolve('dist', 'soak-build-'));
  const siteDir = path.join(buildRoot, 'site');
  const [apiPort, publisherPort, sitePort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const secret = randomBytes(24).toString('hex');
  const postgres = engine === 'postgres' ? await startPostgres() : null;
  const env = { ...process.env, API_URL: apiUrl, PUBLIC_API_URL: apiUrl, PUBLIC_SITE_ORIGIN: DEFAULT_SITE_ORIGIN };
  const children: ChildProcess[] = [];
  let publisher: ReturnType<typeof supervisePublisher> | null = null;
  let files: BenchFiles | null = null;
  try {
    files = await startBenchFiles(FILES);
    await seed(dataDir, { databaseUrl: postgres?.url, s3: files.s3 });
    const api = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...env,
        ...ADMIN,
        ...(postgres && { DATABASE_URL: postgres.url, JWT_SECRET: randomBytes(32).toString('hex') }),
        ...files.env,
        DATA_DIR: dataDir,
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        PUBLISH_WEBHOOK_URL: `http://127.0.0.1:${publisherPort}/webhook`,
        PUBLISH_WEBHOOK_SECRET: secret,
        // One address sends every message: the form's limit would refuse them after ten.
        CONTACT_RATE_LIMIT: '1000000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(api);
    await waitUntilReady(`${apiUrl}/salescategory/get/mini`);
    publisher = supervisePublisher({
      env: {
        ...env,
        DATA_DIR: dataDir,
        SITE_OUT_DIR: siteDir,
        SERVER_BUILD_DIR: path.join(buildRoot, 'server'),
        PUBLISHER_PORT: String(publisherPort),
        PUBLISHER_HOST: '127.0.0.1',
        PUBLISH_WEBHOOK_SECRET: secret,
        LOG_LEVEL: 'silent',
      },
    });
    await publisher.ready;
    const site = spawn(process.execPath, ['src/publisher/origin/serve-site.ts'], {
      env: { ...env, SITE_OUT_DIR: siteDir, SITE_PORT: String(sitePort), SITE_HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(site);
    await waitUntilReady(`${siteUrl}/`);

    const token = await adminToken(apiUrl, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const call = (method: string, route: string, body?: FormData | string, headers: Record<string, string> = {}) =>
      fetch(`${apiUrl}${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...headers },
        body: body ?? null,
      });
    const [news] = (await (await call('GET', '/news/get/mini')).json()) as { newsId: number }[];
    const [project] = (await (await call('GET', '/projects/get/all')).json()) as { projectId: number }[];
    if (!news || !project) throw new Error('the demo content has no news item or project');
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a4552f' } })
      .png()
      .toBuffer();
    const pages = await sitePages(siteDir);

    const target = { siteUrl, apiUrl, pages, call, newsId: news.newsId, projectId: project.projectId, image, edits: 0 };
    const processes = { api: api.pid as number, publisher: publisher.pid() as number, site: site.pid as number };
    const memory: Record<string, { warm: number; end: number }> = {};
    const publishMs: number[] = [];
    const minutes: Minute[] = [];
    for (let minute = 0; minute < MINUTES; minute++) {
      minutes.push(
        await loadOneMinute(target, (eventId, answeredAt) =>
          timePublish(eventId, answeredAt).then((ms) => ms !== null && publishMs.push(ms)),
        ),
      );
      const at = minutes.at(-1) as Minute;
      console.log(
        `${engine} minute ${minute + 1}: ` +
          (Object.keys(at.requests) as Kind[])
            .map(
              (kind) =>
                `${kind} ${at.requests[kind]} (${at.errors[kind]} errors) p50 ${at.p50Ms[kind]} p99 ${at.p99Ms[kind]} ms`,
            )
            .join(' · '),
      );
      for (const [name, pid] of Object.entries(processes)) {
        const mb = await residentMb(pid);
        if (minute === 0) memory[name] = { warm: mb, end: mb };
        else (memory[name] as { end: number }).end = mb;
      }
    }

    /** From the edit's answer until it was live; null when it failed or did not settle in time. */
    async function timePublish(eventId: number, answeredAt: number): Promise<number | null> {
      const status = await settledStatus(call, eventId).catch(() => null);
      return status?.liveAt ? Math.max(0, Date.parse(status.liveAt) - answeredAt) : null;
    }

    await new Promise((resolve) => setTimeout(resolve, 2000));
    const totalErrors = minutes.reduce((sum, { errors }) => sum + Object.values(errors).reduce((a, b) => a + b, 0), 0);
    // No edit live is a failure of the run, not a latency.
    if (publishMs.length === 0) throw new Error('no edit went live during the soak');
    const publishP95 = Math.round(percentile(publishMs, 0.95));
    console.log(
      `${engine}: errors ${totalErrors} (target 0); publish p95 ${publishP95} ms over ${publishMs.length} edits (target ≤ ${TARGETS.publishP95Ms})`,
    );
    const uploads = {
      p50Ms: repeated(minutes.map((at) => at.p50Ms.upload)),
      p99Ms: repeated(minutes.map((at) => at.p99Ms.upload)),
    };
    console.log(
      `${engine}: uploads with ${describeFiles(FILES)}: p50 ${formatRepeated(uploads.p50Ms)} ms, p99 ${formatRepeated(uploads.p99Ms)} ms (each the minutes' median (lowest–highest))`,
    );
    for (const [name, { warm, end }] of Object.entries(memory)) {
      const growth = (end - warm) / warm;
      console.log(
        `${engine}: ${name} memory ${warm.toFixed(0)} MB after the first minute, ${end.toFixed(0)} MB at the end (${(growth * 100).toFixed(1)} %, target ≤ ${TARGETS.memoryGrowth * 100} %)`,
      );
    }
    return { engine, minutes, totalErrors, publishP95Ms: publishP95, edits: publishMs.length, uploads, memory };
  } finally {
    await publisher?.stop();
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    }
    await postgres?.stop();
    await files?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(buildRoot, { recursive: true, force: true });
  }
}

console.log(`soak: ${MINUTES} minutes per engine, ${describeFiles(FILES)}; ${describeMachine(machine())}`);
const results = [];
let failed = false;
for (const engine of ENGINES) {
  try {
    results.push(await soak(engine));
  } catch (error) {
    failed = true;
    console.error(`${engine}: error: ${errorText(error)}`);
  }
}
await mkdir('bench-results', { recursive: true });
await writeFile(
  `bench-results/soak${FILES === 'bucket' ? '-bucket' : ''}.json`,
  `${JSON.stringify({ machine: machine(), minutes: MINUTES, files: FILES, results }, null, 2)}\n`,
);
if (failed) process.exitCode = 1;
