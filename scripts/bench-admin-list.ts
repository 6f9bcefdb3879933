import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseIn, openDatabase } from '#server/db/database.ts';
import { NEWS } from '#shared/entities/news.ts';
import { listPageSchema } from '#shared/payloads/list-page.ts';
import { describeMachine, errorText, formatRepeated, machine, percentile, repeated, runsOf } from './bench/figures.ts';
import { seedNewsList } from './bench/seed-list.ts';
import { adminToken } from './services/admin-token.ts';
import { freePort } from './services/free-port.ts';
import { type PostgresServer, startPostgres } from './services/postgres-server.ts';
import { waitUntilReady } from './services/wait-until-ready.ts';

/**
 * Measures the admin's paged list (GET /news/get/page) on a list of BENCH_ITEMS news items
 * (20,000), the API in its own process as in production, on SQLite or on a throwaway PostgreSQL
 * cluster (BENCH_DATABASE=postgres): the first page plain, searched, sorted and narrowed, and a
 * last page, each asked BENCH_RUNS times (20) one after another, after a few asks to warm up.
 * Prints each as its median (lowest–highest) and p95 in ms of the whole HTTP answer, against the
 * target of 300 ms, with the machine and its load; an error as an error. Writes
 * bench-results/admin-list-<database>.json.
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const DATABASE = process.env.BENCH_DATABASE ?? 'sqlite';
const TARGET_MS = 300;
const ADMIN = { ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-2026' };

if (!['sqlite', 'postgres'].includes(DATABASE)) throw new Error('BENCH_DATABASE is sqlite or postgres');

/** The first page of the list as an admin asks for it, and a page far down. */
const VARIANTS: [string, string][] = [
  ['first page, newest first', ''],
  ['searched without accents ("shtepi")', 'q=shtepi'],
  ['searched, two words ("kulle 19")', 'q=kulle%2019'],
  ['sorted by title', 'sort=title'],
  ['sorted by date, oldest first', 'sort=newsDate&dir=asc'],
  ['filtered: events', 'newsType=event'],
  ['filtered: not on the site', 'shown=false'],
  ['filtered: lacking Albanian', 'missing=sq'],
  ['searched, filtered and sorted', 'q=shtepi&newsType=event&sort=title&dir=desc'],
  ['last page, newest first', `page=${Math.ceil(ITEMS / 24)}`],
];

const NewsPageSchema = listPageSchema(NEWS.schemas.item);

/** Times `RUNS` asks of one page, after `WARM_UP` untimed ones; checks each answer's shape. */
async function timeVariant(apiUrl: string, token: string, query: string) {
  const url = `${apiUrl}${NEWS.api.page}${query ? `?${query}` : ''}`;
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body}`);
    return { ms, page: NewsPageSchema.parse(JSON.parse(body)) };
  };
  for (let run = 0; run < WARM_UP; run++) await ask();
  const answers = [];
  for (let run = 0; run < RUNS; run++) answers.push(await ask());
  const times = answers.map((answer) => answer.ms);
  const { page } = answers.at(-1) ?? (await ask());
  return { ms: repeated(times), p95: percentile(times, 0.95), total: page.total, items: page.items.length };
}

async function bench() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-admin-list-'));
  let postgres: PostgresServer | null = null;
  let api: ChildProcess | null = null;
  try {
    postgres = DATABASE === 'postgres' ? await startPostgres() : null;
    const seeding = performance.now();
    const db = await openDatabase(databaseIn(dataDir, postgres?.url));
    try {
      await seedNewsList(db, ITEMS);
    } finally {
      await db.destroy();
    }
    console.log(`${ITEMS} news items seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...process.env,
        ...ADMIN,
        ...(postgres && { DATABASE_URL: postgres.url, JWT_SECRET: randomBytes(32).toString('hex') }),
        DATA_DIR: dataDir,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilReady(`${apiUrl}/salescategory/get/mini`);
    const token = await adminToken(apiUrl, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);

    console.log(`GET ${NEWS.api.page} (${runsOf(RUNS)} each; median (lowest–highest), p95; target ≤ ${TARGET_MS} ms):`);
    const results: Record<string, unknown> = {};
    for (const [name, query] of VARIANTS) {
      try {
        const timed = await timeVariant(apiUrl, token, query);
        const verdict = timed.ms.median <= TARGET_MS ? 'met' : 'NOT met';
        console.log(
          `${name.padEnd(40)} ${formatRepeated(timed.ms, 1).padStart(22)} ms   p95 ${timed.p95.toFixed(1).padStart(6)} ms   ` +
            `${String(timed.items).padStart(2)} of ${String(timed.total).padStart(5)} items   ${verdict}`,
        );
        results[name] = { query, ...timed };
      } catch (error) {
        console.log(`${name.padEnd(40)} ERROR: ${errorText(error)}`);
        results[name] = { query, error: errorText(error) };
      }
    }
    return results;
  } finally {
    if (api) {
      const exited = once(api, 'exit');
      api.kill('SIGTERM');
      await exited;
    }
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const started = machine();
console.log(`bench:admin-list on ${describeMachine(started)}; ${DATABASE}; ${ITEMS} items`);
let results: Record<string, unknown>;
try {
  results = await bench();
} catch (error) {
  console.log(`ERROR: ${errorText(error)}`);
  results = { error: errorText(error) };
  process.exitCode = 1;
}
const ended = machine();
console.log(`load average at the end: ${ended.loadAverage.join(' / ')}`);
if (Object.values(results).some((result) => typeof result === 'object' && result !== null && 'error' in result))
  process.exitCode = 1;
await mkdir('bench-results', { recursive: true });
await writeFile(
  `bench-results/admin-list-${DATABASE}.json`,
  `${JSON.stringify({ machine: started, loadAverageAtEnd: ended.loadAverage, database: DATABASE, items: ITEMS, runs: RUNS, targetMs: TARGET_MS, results }, null, 2)}\n`,
);
