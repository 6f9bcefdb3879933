import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Engine } from '#server/db/migrations/dialects.ts';
import { seed } from './seed.ts';
import { startPostgres } from './services/postgres-server.ts';
import { waitUntilReady } from './services/wait-until-ready.ts';

/**
 * Measures the public reads of the API under load: 50 connections per route, the API in its own
 * process as in production, on SQLite and on PostgreSQL. Prints requests/s and latency per route and
 * engine, and how much slower PostgreSQL is; writes bench-results/api.json.
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PORT = 18_000 + Math.floor(Math.random() * 1000);
const TARGET = { route: '/projects/get/all', requestsPerSecond: 3000, p99Ms: 50 };

const ROUTES = [
  '/projects/get/all',
  '/projects/get/single/project/25',
  '/projects/get/all/random',
  '/gallery/get/mini/25',
  '/news/get/mini',
  '/news/get/single/news/10',
  '/building/get/mini',
  '/catalog/get/mini',
  '/catalog/get/catalog/2/1',
  '/staff/get/mini',
  '/salescategory/get/mini',
];

type RouteResult = { route: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; bytesPerResponse: number };

/** The same content and load on one engine: SQLite's file, or a throwaway PostgreSQL cluster. */
async function measure(engine: Engine): Promise<RouteResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const postgres = engine === 'postgres' ? await startPostgres() : undefined;
  const engineEnv = postgres ? { DATABASE_URL: postgres.url, JWT_SECRET: randomBytes(32).toString('hex') } : {};
  console.log(
    `\n${engine}: seeding 50 projects (with galleries), 30 news items, 8 buildings with catalogues, 10 vacancies…`,
  );
  await seed(dataDir, { plan: { projects: 50, news: 30, vacancies: 10, buildings: 8 }, databaseUrl: postgres?.url });
  const api = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      ...engineEnv,
      DATA_DIR: dataDir,
      API_PORT: String(PORT),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitUntilReady(`${base}/salescategory/get/mini`);
    const results: RouteResult[] = [];
    for (const route of ROUTES) {
      const result = await autocannon({ url: base + route, connections: CONNECTIONS, duration: DURATION_S });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${engine} ${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      results.push({
        route,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        bytesPerResponse: Math.round(result.throughput.total / result.requests.total),
      });
      console.log(
        `${route.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms`,
      );
    }
    return results;
  } finally {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_ENGINES: `sqlite`, `postgres` or both (the default), to compare them on one machine. */
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];

async function main() {
  const byEngine: Partial<Record<Engine, RouteResult[]>> = {};
  for (const engine of ENGINES) byEngine[engine] = await measure(engine);
  const results = byEngine.sqlite ?? byEngine.postgres ?? [];
  const target = results.find((result) => result.route === TARGET.route);
  const met = target && target.requestsPerSecond >= TARGET.requestsPerSecond && target.p99Ms < TARGET.p99Ms;
  console.log(
    `\nTarget for ${TARGET.route}: ≥ ${TARGET.requestsPerSecond} req/s and p99 < ${TARGET.p99Ms} ms: ${met ? 'met' : 'NOT met'}`,
  );
  const { sqlite, postgres } = byEngine;
  if (sqlite && postgres) {
    console.log('\nPostgreSQL against SQLite (requests/s, p99):');
    for (const [index, onSqlite] of sqlite.entries()) {
      const onPostgres = postgres[index];
      if (!onPostgres) continue;
      const ratio = onSqlite.requestsPerSecond / onPostgres.requestsPerSecond;
      console.log(
        `${onSqlite.route.padEnd(34)} ${ratio.toFixed(2)}× slower   p99 ${onSqlite.p99Ms} → ${onPostgres.p99Ms} ms${ratio > 2 ? '   MORE THAN 2×' : ''}`,
      );
    }
  }
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/api.json',
    `${JSON.stringify({ connections: CONNECTIONS, durationS: DURATION_S, target: TARGET, met, byEngine }, null, 2)}\n`,
  );
}

await main();
