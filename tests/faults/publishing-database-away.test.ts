import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PostgresServer, startPostgres } from '#scripts/services/postgres-server.ts';
import { postBatch } from '#server/outbox/post-batch.ts';
import { type ChangeEvent, PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { type PublishingProduct, startPublishingProduct } from '../integration/publishing-product.ts';

/**
 * The publisher meets a database that is away: a change reaches it while PostgreSQL is stopped,
 * so that every read it makes of the API is refused (503). It must publish no error page and drop
 * no event, however often it is sent again meanwhile: the change goes live once the database is back.
 */
let postgres: PostgresServer;
let product: PublishingProduct;

beforeAll(async () => {
  postgres = await startPostgres();
  product = await startPublishingProduct(120, {}, { url: postgres.url, drop: async () => {} });
}, 15 * 60_000);

afterAll(async () => {
  await product?.close();
  await postgres?.stop();
});

it('publishes a change that reached it while the database was away once it is back, and no error page meanwhile', async () => {
  await product.waitUntilPublished();
  const [news] = (await (await product.api('GET', '/news/get/mini')).json()) as { newsId: number }[];
  if (!news) throw new Error('no news item to edit');
  const page = path.join(product.siteDir, 'en', 'newsdetails', String(news.newsId), 'index.html');
  const title = `Written before the outage ${Date.now()}`;

  // The publisher is held still while the change is written and the database stops, so that the
  // change reaches it with every read of the API refused.
  const pid = product.publisherPid() as number;
  process.kill(pid, 'SIGSTOP');
  try {
    const saved = await product.api('PUT', `/news/update/${news.newsId}`, { newsTitle: title });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(Number(saved.headers.get(PUBLISH_EVENT_HEADER))).toBeGreaterThan(0);
    await postgres.halt();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  await sleep(3000);
  // Sent again and again while the database is away, as a dispatcher whose calls fail would: each
  // call is refused to be sent again, never answered with a failure that would end the event.
  const again: ChangeEvent = {
    eventId: 2_000_000_000,
    kind: 'news',
    entityId: news.newsId,
    operation: 'update',
    tags: [TAGS.news(news.newsId)],
    createdAt: new Date().toISOString(),
  };
  const webhook = { url: `${product.publisherUrl}/webhook`, secret: product.secret };
  for (let call = 1; call <= 4; call++)
    await expect(postBatch(webhook, [again], AbortSignal.timeout(30_000)), `call ${call}`).rejects.toThrow(
      /The publisher answered 503/,
    );
  const during = await readFile(page, 'utf8');
  expect(during).not.toContain(title);
  expect(during).toContain('<h1');
  await postgres.resume();

  await product.waitUntilPublished();
  expect(await readFile(page, 'utf8')).toContain(title);
  const [outcome] = await postBatch(webhook, [again], AbortSignal.timeout(30_000));
  expect(outcome?.error ?? null).toBeNull();
  expect(outcome?.liveAt).not.toBeNull();
}, 120_000);
