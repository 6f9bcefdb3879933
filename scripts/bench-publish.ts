import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PUBLISH_SIGNATURE_HEADER, PublishStatusSchema } from '../src/shared/schemas/publish.ts';
import { DEFAULT_SITE_ORIGIN } from '../src/shared/settings.ts';
import { signWebhook } from '../src/shared/webhook-signature.ts';
import { editKinds } from './bench/publish-edits.ts';
import { scalePlan } from './demo/seed-scale.ts';
import { supervisePublisher } from './publisher-process.ts';
import { seed } from './seed.ts';
import { waitUntilReady } from './services/wait-until-ready.ts';
import { adminToken } from './services/admin-token.ts';

/**
 * Measures incremental publishing at two scales (BENCH_SCALES, default about 2,000 and 20,000
 * pages): the full build's pages per second; for EDITS single edits of each kind, the time from
 * the API's answer to the pages being live (p50, p95) and the pages rendered; an edit that touches
 * every page (republishing all of them). BENCH_EDITS and BENCH_KINDS narrow it for a quick look.
 * Writes bench-results/publish.json.
 */
const SCALES = (process.env.BENCH_SCALES ?? '2000,20000').split(',').map(Number);
const EDITS = Number(process.env.BENCH_EDITS ?? 50);
/** Only these kinds of edit (their names as printed, comma-separated), when given. */
const KINDS = process.env.BENCH_KINDS?.split(',');
const ADMIN = { ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-2026' };
const TARGETS = { fullBuildPagesPerSecond: 500, p50Ms: 150, p95Ms: 500, largeToSmall: 1.5 };
const PORTS = { api: 18_680, publisher: 18_681 };
const ASTRO = path.resolve('node_modules/astro/bin/astro.mjs');

const percentile = (values: number[], share: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

async function countPages(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && /\.(html|json|xml)$/.test(entry.name)).length;
}

const settleDisk = () => promisify(execFile)('sync');

async function benchScale(pages: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-publish-${pages}-`));
  const buildRoot = path.resolve('dist', `bench-publish-${pages}`);
  const apiUrl = `http://127.0.0.1:${PORTS.api}`;
  const publisherUrl = `http://127.0.0.1:${PORTS.publisher}`;
  const secret = randomBytes(24).toString('hex');
  const siteEnv = {
    ...process.env,
    API_URL: apiUrl,
    PUBLIC_API_URL: apiUrl,
    PUBLIC_SITE_ORIGIN: DEFAULT_SITE_ORIGIN,
    LOG_LEVEL: 'warn',
  };
  let api: ChildProcess | null = null;
  let publisher: ReturnType<typeof supervisePublisher> | null = null;
  try {
    const seeded = performance.now();
    await seed(dataDir, { plan: scalePlan(pages) });
    console.log(`\n${pages} pages: seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    api = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...siteEnv,
        ...ADMIN,
        DATA_DIR: dataDir,
        API_PORT: String(PORTS.api),
        API_HOST: '127.0.0.1',
        PUBLISH_WEBHOOK_URL: `${publisherUrl}/webhook`,
        PUBLISH_WEBHOOK_SECRET: secret,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilReady(`${apiUrl}/salescategory/get/mini`);

    // The full path, as `npm run build` runs it.
    const fullDir = path.join(buildRoot, 'full');
    const building = performance.now();
    const build = spawn(process.execPath, [ASTRO, 'build', '--silent'], {
      env: { ...siteEnv, SITE_OUT_DIR: fullDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if ((await once(build, 'exit'))[0] !== 0) throw new Error('astro build failed');
    const fullSeconds = (performance.now() - building) / 1000;
    const built = await countPages(fullDir);
    await rm(fullDir, { recursive: true, force: true });
    console.log(
      `full build: ${built} pages in ${fullSeconds.toFixed(1)} s = ${Math.round(built / fullSeconds)} pages/s`,
    );

    publisher = supervisePublisher({
      env: {
        ...siteEnv,
        DATA_DIR: dataDir,
        SITE_OUT_DIR: path.join(buildRoot, 'site'),
        SERVER_BUILD_DIR: path.join(buildRoot, 'server'),
        PUBLISHER_PORT: String(PORTS.publisher),
        PUBLISHER_HOST: '127.0.0.1',
        PUBLISH_WEBHOOK_SECRET: secret,
      },
    });
    await publisher.ready;
    // The set-up wrote two whole sites (about 1.5 GB at 20,000 pages), which the kernel flushes
    // to disk some 30 s later, in the middle of the edits: flushed now, it is not timed with them.
    await settleDisk();

    const token = await adminToken(apiUrl, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const call = (method: string, route: string, body?: FormData) =>
      fetch(`${apiUrl}${route}`, { method, headers: { authorization: `Bearer ${token}` }, body: body ?? null });
    const ids = async (route: string, field: string) =>
      ((await (await call('GET', route)).json()) as Record<string, number>[]).map((item) => item[field] as number);

    /** One write, then the time from its answer to its pages being live, and the pages it rendered. */
    async function timedEdit(method: string, route: string, body?: FormData) {
      const response = await call(method, route, body);
      const answeredAt = Date.now();
      if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
      const eventId = Number(response.headers.get('x-publish-event'));
      for (;;) {
        const status = PublishStatusSchema.parse(await (await call('GET', `/publish/events/${eventId}`)).json());
        if (status.state === 'failed') throw new Error(`event ${eventId} failed: ${status.error}`);
        if (status.state === 'live')
          return { latencyMs: Date.parse(status.liveAt ?? '') - answeredAt, rendered: status.rendered ?? 0 };
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    const kinds = editKinds({ call, ids, timedEdit });

    const rows: Record<string, { p50: number; p95: number; rendered: number }> = {};
    for (const [kind, edit] of Object.entries(kinds).filter(([kind]) => !KINDS || KINDS.includes(kind))) {
      const latencies: number[] = [];
      const rendered: number[] = [];
      for (let n = 1; n <= EDITS; n++) {
        const result = await edit(n);
        latencies.push(result.latencyMs);
        rendered.push(result.rendered);
      }
      rows[kind] = {
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        rendered: percentile(rendered, 0.5),
      };
      console.log(
        `${kind.padEnd(30)} p50 ${String(rows[kind].p50).padStart(5)} ms   p95 ${String(rows[kind].p95).padStart(5)} ms   pages rendered ${rows[kind].rendered}`,
      );
    }

    // The edit that touches every page: each one rendered again with the warm build.
    let everyPage = null;
    if (!KINDS || KINDS.includes('every page')) {
      const body = JSON.stringify({ mode: 'render' });
      const everything = (await (
        await fetch(`${publisherUrl}/republish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [PUBLISH_SIGNATURE_HEADER]: await signWebhook(secret, body) },
          body,
        })
      ).json()) as { rendered: number; written: number; durationMs: number };
      everyPage = { ...everything, pagesPerSecond: Math.round(everything.rendered / (everything.durationMs / 1000)) };
      console.log(
        `every page republished: ${everything.rendered} pages in ${(everything.durationMs / 1000).toFixed(1)} s = ${everyPage.pagesPerSecond} pages/s (full build: ${Math.round(built / fullSeconds)} pages/s)`,
      );
    }
    return {
      pages: built,
      fullBuild: { seconds: fullSeconds, pagesPerSecond: Math.round(built / fullSeconds) },
      edits: rows,
      everyPage,
    };
  } finally {
    publisher?.stop();
    api?.kill('SIGTERM');
    if (api) await once(api, 'exit');
    await rm(buildRoot, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
    await settleDisk();
  }
}

const results = [];
for (const scale of SCALES) results.push(await benchScale(scale));
const [small, large] = [results[0], results.at(-1)];
if (small && large && small !== large) {
  console.log('\nlatency at the large scale / at the small one (p50):');
  for (const kind of Object.keys(large.edits)) {
    const ratio = (large.edits[kind]?.p50 ?? 0) / (small.edits[kind]?.p50 ?? 1);
    console.log(`${kind.padEnd(30)} ${ratio.toFixed(2)}`);
  }
}
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/publish.json', `${JSON.stringify({ targets: TARGETS, results }, null, 2)}\n`);
