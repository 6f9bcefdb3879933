import type { FullPublish } from './cold-publish.ts';
import { formatRepeated, repeated, runsOf } from './figures.ts';
import type { PeerBuild } from './peer-build.ts';
import type { SiteDisk } from './site-disk.ts';
import { totalOf } from './thread-times.ts';

export const COLD_TARGETS = {
  /** Pages per second of the cold publish, compressed and live: 400 at about 2,000 pages, 500 from 20,000. */
  pagesPerSecond: (scale: number) => (scale >= 20_000 ? 500 : 400),
  /** The long-run goal beyond the target. */
  goalPagesPerSecond: (scale: number) => (scale >= 20_000 ? 1_000 : 800),
  /** The cold publish over stock `astro build`'s page generation, in pages per second. */
  overPeer: 2,
  /** Bytes on disk per rendered page, its compressed siblings included. */
  bytesPerPage: 40 * 1024,
};

/** Where a cold publish's CPU goes, per page, by the kind of thread that spends it. */
const COSTS: [label: string, of: (run: FullPublish) => number][] = [
  ['rendering threads', (run) => run.publisherTimes.workers],
  ['main thread', (run) => run.publisherTimes.main],
  ['libuv pool (zlib, files)', (run) => run.publisherTimes.pool],
  ['V8 helpers (GC, compiling)', (run) => run.publisherTimes.v8],
  ['other publisher threads', (run) => run.publisherTimes.other],
  ['API (its reads)', (run) => totalOf(run.apiTimes)],
  ['total', (run) => totalOf(run.publisherTimes) + totalOf(run.apiTimes)],
];

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the cold publish's figures beside the peer's from the same run: pages per second against
 * the targets and the peer, CPU per page by kind of thread, and the disk a page takes. Returns them
 * as the JSON report keeps them.
 */
export function reportColdPublish(
  scale: number,
  runs: FullPublish[],
  peers: PeerBuild[],
  disk: { live: SiteDisk; polished: SiteDisk; polishedSeconds: number },
) {
  const pagesPerSecond = repeated(runs.map((run) => run.pages / run.pagesSeconds));
  const target = COLD_TARGETS.pagesPerSecond(scale);
  console.log(
    `cold publish (${runsOf(runs.length)}, median (lowest–highest)): ${formatRepeated(repeated(runs.map((run) => run.pages)))} pages; ` +
      `code built in ${formatRepeated(repeated(runs.map((run) => run.codeSeconds)), 1)} s, ` +
      `pages compressed and live in ${formatRepeated(repeated(runs.map((run) => run.pagesSeconds)), 1)} s = ` +
      `${formatRepeated(pagesPerSecond)} pages/s (target ≥ ${target}: ${met(pagesPerSecond.median >= target)}; ` +
      `goal ${COLD_TARGETS.goalPagesPerSecond(scale)})`,
  );
  const costs = Object.fromEntries(
    COSTS.map(([label, of]) => [label, repeated(runs.map((run) => of(run) / run.pages))] as const),
  );
  console.log(
    `  CPU per page (ms): ${Object.entries(costs)
      .map(([label, cost]) => `${label} ${formatRepeated(cost, 2)}`)
      .join('; ')}`,
  );
  const peerPagesPerSecond = repeated(peers.map((peer) => peer.pages / peer.generationSeconds));
  const overPeer = pagesPerSecond.median / peerPagesPerSecond.median;
  console.log(
    `  stock astro build, same data (${runsOf(peers.length)}): ${formatRepeated(repeated(peers.map((peer) => peer.pages)))} pages ` +
      `generated in ${formatRepeated(repeated(peers.map((peer) => peer.generationSeconds)), 1)} s = ` +
      `${formatRepeated(peerPagesPerSecond)} pages/s (whole command ${formatRepeated(repeated(peers.map((peer) => peer.commandSeconds)), 1)} s); ` +
      `cold publish / astro build = ${overPeer.toFixed(2)}× (target ≥ ${COLD_TARGETS.overPeer}×: ${met(overPeer >= COLD_TARGETS.overPeer)})`,
  );
  const { live, polished, polishedSeconds } = disk;
  console.log(
    `  best compression done ${polishedSeconds.toFixed(1)} s after the pages began (the last run), in the background; ` +
      `disk: ${polished.pages.toLocaleString('en-GB')} rendered files, ${kb(polished.bytesPerPage)} each with their compressed siblings ` +
      `(${kb(live.bytesPerPage)} when live; ${kb(polished.htmlBytesPerPage)} uncompressed; ` +
      `target ≤ ${kb(COLD_TARGETS.bytesPerPage)}: ${met(polished.bytesPerPage <= COLD_TARGETS.bytesPerPage)})`,
  );
  return {
    runs,
    pagesPerSecond,
    target,
    cpuMsPerPage: costs as Record<string, ReturnType<typeof repeated>>,
    peer: { runs: peers, pagesPerSecond: peerPagesPerSecond },
    overPeer,
    disk,
  };
}
