import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCEPT_ALL, type RecordingPeer, startRecordingPeer } from '../fixtures/recording-peer.ts';
import { type ProductBehindVarnish, startProductBehindVarnish } from './product-behind-varnish.ts';
import type { PublishingProduct } from './publishing-product.ts';

/**
 * The whole publishing path with an edge cache: admin edits through the API, the publisher
 * (EDGE_PURGE=varnish), and two cache nodes it purges: varnishd with the shipped VCL in front of
 * the site server, and a recording HTTP server that keeps every purge and can refuse them.
 */
describe('publishing through an edge cache', () => {
  let stack: ProductBehindVarnish;
  let product: PublishingProduct;
  let secondNode: RecordingPeer;
  let read: ProductBehindVarnish['read'];
  let renameNews: ProductBehindVarnish['renameNews'];
  let settled: ProductBehindVarnish['settled'];
  let newsIds: ProductBehindVarnish['newsIds'];
  const purgedKeys = (from = 0) =>
    secondNode.requests.slice(from).flatMap((call) => String(call.headers['xkey-purge'] ?? '').split(' '));

  beforeAll(async () => {
    secondNode = await startRecordingPeer();
    stack = await startProductBehindVarnish([secondNode.url]);
    ({ product, read, renameNews, settled, newsIds } = stack);
  }, 15 * 60_000);
  afterAll(async () => {
    await stack?.close();
    await secondNode?.close();
  });

  test('the first publish purged everything: a full publish may change every file', () => {
    expect(secondNode.requests.map((call) => [call.method, call.headers['purge-all']])).toEqual([['PURGE', 'true']]);
  });

  test('an edit is answered live once the edge forgot its pages: the next read through Varnish is fresh', async () => {
    const [newsId] = await newsIds();
    const page = `/en/newsdetails/${newsId}`;
    await read(page);
    expect((await read(page)).headers.get('x-cache')).toBe('HIT');
    const before = secondNode.requests.length;

    const status = await settled(await renameNews(newsId as number, 'Topping-out ceremony at the Tower'));
    expect(status.state, status.error ?? '').toBe('live');
    const fresh = await read(page);
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(await fresh.text()).toContain('Topping-out ceremony at the Tower');
    // Every page the admin is told about, and nothing else of the site's pages, was purged.
    expect(status.pages).toContain(page);
    expect(new Set(purgedKeys(before))).toEqual(new Set(status.pages));
    console.info(
      `[edge] an English news title: live (purged at the edge) ${status.latencyMs} ms after the write, ${status.pages.length} pages purged`,
    );
  });

  test('a purge the edge refuses fails the publish, which the API sends again; after three the event shows why, the pages stay published, and they are purged once the edge accepts', async () => {
    const [, failingId, laterId] = await newsIds();
    secondNode.answerWith(() => ({ status: 503, body: 'cache node in maintenance' }));
    const beforeFailure = secondNode.requests.length;
    const failed = await settled(await renameNews(failingId as number, 'Sales office opens on Sunday'));
    expect(failed.state).toBe('failed');
    expect(failed.attempts).toBe(3);
    expect(failed.error).toMatch(/edge cache \(Varnish\) did not purge .*answered 503: cache node in maintenance/);
    const file = path.join(product.siteDir, 'en', 'newsdetails', String(failingId), 'index.html');
    expect(await readFile(file, 'utf8')).toContain('Sales office opens on Sunday');
    const refused = secondNode.requests.length;
    // One purge per try, and the publisher's own retries of the noted purges meanwhile (purge-retries.ts).
    expect(refused - beforeFailure, 'a purge per try at least').toBeGreaterThanOrEqual(3);

    secondNode.answerWith(ACCEPT_ALL);
    const later = await settled(await renameNews(laterId as number, 'Second tower: foundations done'));
    expect(later.state, later.error ?? '').toBe('live');
    const keys = purgedKeys(refused);
    expect(keys).toContain(`/en/newsdetails/${failingId}`);
    expect(keys).toContain(`/en/newsdetails/${laterId}`);
    expect(await (await read(`/en/newsdetails/${failingId}`)).text()).toContain('Sales office opens on Sunday');
  });
});
