import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Varnish } from '#scripts/services/varnish-server.ts';
import { ACCEPT_ALL, type RecordingPeer, startRecordingPeer } from '../fixtures/recording-peer.ts';
import { type ProductBehindVarnish, startProductBehindVarnish } from '../integration/product-behind-varnish.ts';
import type { PublishingProduct } from '../integration/publishing-product.ts';

/** How long the edge stands still: past the first purge's wait for an answer (10 s). */
const AWAY_MS = 15_000;
/** How soon after the edge's return every edited page must be fresh through it. */
const FRESH_WITHIN_MS = 5_000;

let stack: ProductBehindVarnish;
let product: PublishingProduct;
let varnish: Varnish;
let read: ProductBehindVarnish['read'];
let renameNews: ProductBehindVarnish['renameNews'];
let settled: ProductBehindVarnish['settled'];
let newsIds: ProductBehindVarnish['newsIds'];
/** A second cache node, which the publisher purges too, and which can refuse purges for a while. */
let secondNode: RecordingPeer;

beforeAll(async () => {
  secondNode = await startRecordingPeer();
  stack = await startProductBehindVarnish([secondNode.url]);
  ({ product, varnish, read, renameNews, settled, newsIds } = stack);
}, 15 * 60_000);

afterAll(async () => {
  await stack?.close();
  await secondNode?.close();
});

/**
 * The edge cache stops answering (Varnish's processes held still, its cache kept) while admins
 * edit: the pages are published at the origin, the purges wait, and once the edge answers again
 * every edited page is fresh through it within moments, while the pages of other kinds, which the
 * edits do not show, are still served from its cache. (A Varnish held still keeps the purges sent
 * meanwhile in its listening queue and carries them out when it goes on; a node that refused
 * them is purged by the publisher's retries, the next test.)
 */
it('purges what was edited while the edge was away once it is back, and keeps every other page cached', async () => {
  await product.waitUntilPublished();
  const news = (await newsIds()).slice(0, 3);
  const edited = news.map((newsId) => `/en/newsdetails/${newsId}`);
  const bystanders = [
    await stack.firstPage('jobdetails'),
    await stack.firstPage('vilalproject'),
    await stack.firstPage('secondstep'),
  ];
  for (const page of [...edited, ...bystanders]) {
    await read(page);
    expect((await read(page)).headers.get('x-cache'), page).toBe('HIT');
  }

  varnish.pause();
  const titles = news.map((newsId) => `Written while the edge was away ${newsId}-${Date.now()}`);
  let returned: number;
  try {
    for (const [n, newsId] of news.entries()) {
      await renameNews(newsId, titles[n] as string);
      await sleep(1_000);
    }
    await sleep(AWAY_MS - news.length * 1_000);
  } finally {
    varnish.resume();
    returned = performance.now();
  }

  const freshAfter: number[] = [];
  for (const [n, page] of edited.entries()) {
    await expect
      .poll(async () => (await (await read(page)).text()).includes(titles[n] as string), {
        timeout: Math.max(1, FRESH_WITHIN_MS - (performance.now() - returned)),
        interval: 100,
      })
      .toBe(true);
    freshAfter.push(Math.round(performance.now() - returned));
  }
  for (const page of bystanders) expect((await read(page)).headers.get('x-cache'), page).toBe('HIT');
  console.info(
    `[faults] the edge away ${AWAY_MS / 1000} s: edited pages fresh ${freshAfter.join(', ')} ms after its return`,
  );
}, 180_000);

/**
 * A cache node that refuses purges (in maintenance, say) for longer than an edit's publish tries
 * them: the event ends failed, naming the edge, and once the node accepts purges again it is told
 * of the edited page within moments, without waiting for another edit.
 */
it('purges a page at a cache node that refused its purge past the edit’s tries, once the node accepts again', async () => {
  await product.waitUntilPublished();
  const newsId = (await newsIds()).at(-1) as number;
  const page = `/en/newsdetails/${newsId}`;
  secondNode.answerWith(() => ({ status: 503, body: 'cache node in maintenance' }));
  const failed = await settled(await renameNews(newsId, `Refused at the edge ${Date.now()}`));
  expect(failed.state).toBe('failed');
  expect(failed.error).toMatch(/edge cache \(Varnish\) did not purge/);

  const from = secondNode.requests.length;
  secondNode.answerWith(ACCEPT_ALL);
  const accepted = performance.now();
  const purgedKeys = () =>
    secondNode.requests.slice(from).flatMap((call) => String(call.headers['xkey-purge'] ?? '').split(' '));
  await expect.poll(purgedKeys, { timeout: FRESH_WITHIN_MS, interval: 50 }).toContain(page);
  console.info(
    `[faults] a cache node refused purges past an edit's tries: purged ${Math.round(performance.now() - accepted)} ms after it accepted again`,
  );
}, 120_000);
