import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_ORIGIN } from '#shared/settings.ts';
import { apiInstances } from './bench/api-instances.ts';
import { benchClient } from './bench/bench-client.ts';
import { apiFileStore, type BenchFiles, benchFileStore, describeFiles, startBenchFiles } from './bench/bench-files.ts';
import { type BurstFigures, timeBurst } from './bench/burst.ts';
import { coldPublishes, settleDisk, waitUntilPolished } from './bench/cold-publish.ts';
import { COLD_TARGETS, reportColdPublish } from './bench/cold-report.ts';
import { bystanderPages, edgeReader } from './bench/edge-reads.ts';
import { type EdgeStack, startEdgeStack } from './bench/edge-stack.ts';
import {
  describeMachine,
  errorText,
  formatRepeated,
  machine,
  type Repeated,
  repeated,
  runsOf,
} from './bench/figures.ts';
import { type PeerBuild, peerBuild } from './bench/peer-build.ts';
import { editKinds } from './bench/publish-edits.ts';
import { republishEveryPage } from './bench/republish-all.ts';
import { siteDisk } from './bench/site-disk.ts';
import { type KindResult, overTargets, timeEdits } from './bench/time-edits.ts';
import { benchUploads } from './bench/time-uploads.ts';
import { scalePlan } from './demo/seed-scale.ts';
import { seed } from './seed.ts';
import { adminToken } from './services/admin-token.ts';
import { freePort } from './services/free-port.ts';
import { checkpoint, type PostgresServer, startPostgres } from './services/postgres-server.ts';

/**
 * Measures publishing at two scales (BENCH_SCALES, default about 2,000 and 20,000 pages), the API
 * on SQLite or on a throwaway PostgreSQL cluster (BENCH_DATABASE=postgres):
 * - the cold publish, BENCH_RUNS times (3): the publisher's first start on a new data folder,
 *   which builds the site's code and renders every page; pages/s is pages / the seconds until they
 *   are compressed and live; the CPU per page of each kind of the publisher's threads and of the
 *   API's; the disk a rendered page takes with its compressed siblings;
 * - the peer in the same run, BENCH_RUNS times: stock `astro build` of the same site from the same
 *   API, pages / its page generation's seconds, and the cold publish's pages/s over it;
 * - BENCH_EDITS edits of each kind (BENCH_KINDS narrows them): from the API's answer to the
 *   publish status saying live (p50, p95), and the pages rendered;
 * - with BENCH_EDGE=1, the site is read through Varnish (the shipped VCL) in front of the static
 *   server, which the publisher purges: each edited page is cached there before its edit, and the
 *   time until a read through Varnish shows the edit is timed too; a page of each other kind is read
 *   there after each edit, and must still be cached unless its bytes changed;
 * - on PostgreSQL with BENCH_INSTANCES=2 (bench:publish:edge's default), a second API instance on
 *   the same database, and each kind's edits timed through either instance: the first delivers the
 *   outbox to the publisher, the second's writes reach it through the database;
 * - uploads through the API, one at a time: BENCH_UPLOADS (100) images to the media library and as
 *   many catalogue PDFs of BENCH_PDF_MB (8) in each of BENCH_RUNS runs, their p50 and p99, and
 *   the API's CPU time per upload; each stored file read back whole through /uploads/ (p50, p99);
 *   and the same PDF written straight into the API's store, the store's own part of its upload;
 * - every page republished with the warm build, BENCH_RUNS times;
 * - a burst: BENCH_BURST (2,000) news items created as fast as the API takes them, and the time from
 *   the last write until every created item's pages are live (target ≤ 10 s).
 * The product keeps its files in its folder, or with BENCH_FILES=bucket in a bucket on moto's S3
 * server started for each scale (and stopped after it, whatever happens), which the seed and the
 * API are given as S3_* settings.
 * A repeated figure prints as its median (lowest–highest); an error as an error. Prints the
 * machine and its load; writes bench-results/publish.json (publish-edge.json with BENCH_EDGE;
 * -bucket before .json with BENCH_FILES=bucket).
 */
const SCALES = (process.env.BENCH_SCALES ?? '2000,20000').split(',').map(Number);
const EDITS = Number(process.env.BENCH_EDITS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Only these kinds of edit (their names as printed, comma-separated), when given. */
const KINDS = process.env.BENCH_KINDS?.split(',');
const DATABASE = process.env.BENCH_DATABASE ?? 'sqlite';
const EDGE = ['1', 'true'].includes(process.env.BENCH_EDGE ?? '');
/** API instances the edits go through, on one PostgreSQL database. */
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
/** Where the second instance's edits are numbered from. */
const SECOND_NUMBERS = 10_000;
const FILES = benchFileStore(process.env);
const ADMIN = { ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-2026' };
const TARGETS = {
  cold: COLD_TARGETS,
  live: { p50Ms: 150, p95Ms: 500 },
  edge: { p50Ms: 150, p95Ms: 400 },
  /** A unit's status, the smallest write: live, and through the edge (issue 38). */
  unitStatus: { p50Ms: 150, p95Ms: 400 },
  largeToSmall: 1.5,
  /** A burst's every page live within this of its last write. */
  burstLiveSeconds: 10,
};
/** News items a burst creates as fast as the API takes them (BENCH_BURST). */
const BURST_SIZE = Number(process.env.BENCH_BURST ?? 2000);
/** The kind of edit with targets of its own (TARGETS.unitStatus), as publish-edits.ts names it. */
const UNIT_STATUS_KIND = 'unit status';

if (!['sqlite', 'postgres'].includes(DATABASE)) throw new Error('BENCH_DATABASE is sqlite or postgres');
if (![1, 2].includes(INSTANCES) || (INSTANCES === 2 && DATABASE !== 'postgres'))
  throw new Error('BENCH_INSTANCES is 1, or 2 on BENCH_DATABASE=postgres (instances share a PostgreSQL database)');

async function benchScale(scale: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-publish-${scale}-`));
  const buildRoot = path.resolve('dist', `bench-publish-${scale}-${randomBytes(3).toString('hex')}`);
  const [apiPort, publisherPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const publisherUrl = `http://127.0.0.1:${publisherPort}`;
  const secret = randomBytes(24).toString('hex');
  const siteEnv = {
    ...process.env,
    API_URL: apiUrl,
    PUBLIC_API_URL: apiUrl,
    PUBLIC_SITE_ORIGIN: DEFAULT_SITE_ORIGIN,
    LOG_LEVEL: 'warn',
  };
  const siteDir = path.join(buildRoot, 'site');
  let postgres: PostgresServer | null = null;
  let files: BenchFiles | null = null;
  let apis: ReturnType<typeof apiInstances> | null = null;
  let edge: EdgeStack | null = null;
  let publisher: { stop(): Promise<void> } | null = null;
  try {
    postgres = DATABASE === 'postgres' ? await startPostgres() : null;
    files = await startBenchFiles(FILES);
    const seeded = performance.now();
    await seed(dataDir, { plan: scalePlan(scale), databaseUrl: postgres?.url, s3: files.s3 });
    if (postgres) await checkpoint(postgres.url);
    console.log(`\n${scale} pages on ${DATABASE}: seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    apis = apiInstances({
      ...siteEnv,
      ...ADMIN,
      ...(postgres && { DATABASE_URL: postgres.url, JWT_SECRET: randomBytes(32).toString('hex') }),
      ...files.env,
      DATA_DIR: dataDir,
      PUBLISH_WEBHOOK_URL: `${publisherUrl}/webhook`,
      PUBLISH_WEBHOOK_SECRET: secret,
    });
    const api = await apis.start(apiPort);
    const secondApiUrl = INSTANCES === 2 ? (await apis.start()).url : null;
    edge = EDGE ? await startEdgeStack() : null;

    const cold = await coldPublishes({
      env: {
        ...siteEnv,
        ...edge?.purgeSettings,
        DATA_DIR: dataDir,
        SITE_OUT_DIR: siteDir,
        SERVER_BUILD_DIR: path.join(buildRoot, 'server'),
        PUBLISHER_PORT: String(publisherPort),
        PUBLISHER_HOST: '127.0.0.1',
        PUBLISH_WEBHOOK_SECRET: secret,
        // Its line per publish would bury the figures; its errors are still printed.
        LOG_LEVEL: 'silent',
      },
      publisherUrl,
      apiPid: api.pid,
      runs: RUNS,
    });
    publisher = cold.publisher;
    const liveDisk = await siteDisk(siteDir);
    const polishedSeconds = await waitUntilPolished(publisherUrl);
    const disk = await siteDisk(siteDir);
    await settleDisk();
    const peers: PeerBuild[] = [];
    for (let run = 0; run < RUNS; run++) {
      peers.push(await peerBuild(siteEnv, path.join(buildRoot, 'peer')));
      await settleDisk();
    }
    const coldPublish = reportColdPublish(scale, cold.figures, peers, {
      live: liveDisk,
      polished: disk,
      polishedSeconds,
    });

    let bystanders: string[] = [];
    if (edge) {
      await edge.serve(siteDir, apiUrl);
      bystanders = await bystanderPages(siteDir);
    }
    const reader = edge && edgeReader(edge.url);
    const token = await adminToken(apiUrl, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const client = benchClient(apiUrl, token, publisherUrl, reader);
    const throughFirst = editKinds(client);
    const throughSecond = secondApiUrl && editKinds(benchClient(secondApiUrl, token, publisherUrl, reader));
    // Each kind through the first instance, then through the second, printed one under the other.
    const kinds = Object.entries(throughFirst)
      .filter(([kind]) => !KINDS || KINDS.includes(kind))
      .flatMap(([kind, edit]) => [
        [kind, edit] as const,
        // Numbered on from the first instance's, so that its titles are new ones (and even stays even).
        ...(throughSecond
          ? [[`${kind} (instance B)`, (n: number) => (throughSecond[kind] as typeof edit)(SECOND_NUMBERS + n)] as const]
          : []),
      ]);
    let edits: Record<string, KindResult> = {};
    if (kinds.length > 0) {
      console.log(
        `edits (${EDITS} of each kind; targets: live p50 ≤ ${TARGETS.live.p50Ms} ms, p95 ≤ ${TARGETS.live.p95Ms} ms` +
          `${reader ? `; through the edge p50 ≤ ${TARGETS.edge.p50Ms} ms, p95 ≤ ${TARGETS.edge.p95Ms} ms` : ''}` +
          `; ${UNIT_STATUS_KIND} p50 ≤ ${TARGETS.unitStatus.p50Ms} ms, p95 ≤ ${TARGETS.unitStatus.p95Ms} ms):`,
      );
      edits = await timeEdits(Object.fromEntries(kinds), EDITS, reader && { reader, bystanders });
      const over = overTargets(edits, TARGETS, UNIT_STATUS_KIND);
      console.log(over.length > 0 ? `over target: ${over.join(', ')}` : 'every kind within its targets');
    }

    const store = apiFileStore(files, dataDir);
    const uploads = await benchUploads(client, { kinds: KINDS, runs: RUNS, apiPid: api.pid, store });

    let everyPage: { pagesPerSecond: Repeated } | { error: string } | null = null;
    if (!KINDS || KINDS.includes('every page')) {
      try {
        const runs: number[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await republishEveryPage(publisherUrl, secret));
        everyPage = { pagesPerSecond: repeated(runs) };
        console.log(
          `every page republished with the warm build (${runsOf(RUNS)}): ${formatRepeated(everyPage.pagesPerSecond)} pages/s`,
        );
      } catch (error) {
        everyPage = { error: errorText(error) };
        console.log(`every page republished: ERROR: ${everyPage.error}`);
      }
    }
    let burst: BurstFigures | { error: string } | null = null;
    if (!KINDS || KINDS.includes('burst')) {
      burst = await timeBurst(client, publisherUrl, BURST_SIZE).catch((error: unknown) => ({
        error: errorText(error),
      }));
      console.log(
        'error' in burst
          ? `burst: ERROR: ${burst.error}`
          : `burst of ${burst.created} news items created in ${burst.writeSeconds.toFixed(1)} s: every page live ${burst.liveAfterLastWriteSeconds.toFixed(1)} s after the last write (target ≤ ${TARGETS.burstLiveSeconds} s: ${burst.liveAfterLastWriteSeconds <= TARGETS.burstLiveSeconds ? 'met' : 'NOT met'}), in ${burst.batches} publish batches writing ${burst.pagesWritten} pages with ${burst.renders} renders`,
      );
    }
    const load = machine().loadAverage;
    console.log(`load average at the end: ${load.join(' / ')}`);
    return { scale, coldPublish, edits, uploads, everyPage, burst, loadAverageAtEnd: load };
  } finally {
    await publisher?.stop();
    await apis?.stop();
    await edge?.stop();
    await postgres?.stop();
    await files?.stop();
    await rm(buildRoot, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
    await settleDisk();
  }
}

const started = machine();
console.log(
  `bench:publish on ${describeMachine(started)}; ${DATABASE}, ${describeFiles(FILES)}${INSTANCES === 2 ? ', edits through either of two API instances' : ''}${EDGE ? ', read through Varnish' : ''}; ${runsOf(RUNS)} per repeated figure`,
);
const results: (Awaited<ReturnType<typeof benchScale>> | { scale: number; error: string })[] = [];
for (const scale of SCALES) {
  try {
    results.push(await benchScale(scale));
  } catch (error) {
    const message = errorText(error);
    console.log(`${scale} pages: ERROR: ${message}`);
    results.push({ scale, error: message });
  }
}

/** The edits' p50 at the large scale over that at the small one, per kind both measured. */
const p50 = (result: KindResult | undefined, of: 'live' | 'edge') =>
  result && !('error' in result) ? (result[of]?.p50 ?? null) : null;
const [small, large] = [results[0], results.at(-1)];
if (small && large && small !== large && !('error' in small) && !('error' in large)) {
  console.log(`\np50 at ${large.scale} pages / at ${small.scale} (target ≤ ${TARGETS.largeToSmall}):`);
  for (const kind of Object.keys(large.edits)) {
    const ratios = (['live', 'edge'] as const).flatMap((of) => {
      const [before, after] = [p50(small.edits[kind], of), p50(large.edits[kind], of)];
      return before && after ? [`${of} ${(after / before).toFixed(2)}`] : [];
    });
    console.log(`${kind.padEnd(30)} ${ratios.join('   ') || 'no figures at both scales'}`);
  }
}
await mkdir('bench-results', { recursive: true });
// The cold publish's target is kept with each scale's figures (a function is left out of JSON).
const report = {
  machine: started,
  database: DATABASE,
  files: FILES,
  edge: EDGE,
  instances: INSTANCES,
  runs: RUNS,
  edits: EDITS,
  targets: TARGETS,
  results,
};
await writeFile(
  `bench-results/${EDGE ? 'publish-edge' : 'publish'}${FILES === 'bucket' ? '-bucket' : ''}.json`,
  `${JSON.stringify(report, null, 2)}\n`,
);
const failed = (result: (typeof results)[number]) =>
  'error' in result ||
  Object.values(result.edits).some((kind) => 'error' in kind) ||
  (result.uploads !== null && Object.values(result.uploads).some((kind) => 'error' in kind)) ||
  (result.everyPage !== null && 'error' in result.everyPage);
if (results.some(failed)) process.exitCode = 1;
