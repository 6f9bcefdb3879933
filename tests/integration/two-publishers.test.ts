import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type PublishingProduct, startPublishingProduct, treeDifferences } from './publishing-product.ts';

/** Each product's polishing runs at the lowest priority, after two full publishes of its own and of the other's. */
const CATCH_UP_MS = 300_000;

/** Where `product`'s site has the English page of news item `newsId`. */
const newsPage = (product: PublishingProduct, newsId: number) =>
  path.join(product.siteDir, 'en', 'newsdetails', String(newsId), 'index.html');

/**
 * Publishes news items on `product` one after another until stopped, each awaited on its page, as an
 * editor of the running instance would while another instance (re)starts: the titles it published.
 */
function publishContinuously(product: PublishingProduct) {
  const published: { newsId: number; title: string }[] = [];
  let publishing = true;
  const loop = (async () => {
    for (let n = 1; publishing; n++) {
      const title = `Published beside a restart ${n}`;
      const created = await product.api('POST', '/news/save', { newsTitle: title, titullLajmesh: `Botuar ${n}` });
      expect(created.status).toBe(201);
      const newsId = ((await created.json()) as { newsId: number }).newsId;
      published.push({ newsId, title });
      await expect.poll(() => existsSync(newsPage(product, newsId)), { timeout: 60_000, message: title }).toBe(true);
    }
  })();
  return {
    async stop() {
      publishing = false;
      await loop;
      return published;
    },
  };
}

/**
 * Two instances of the product from one checkout, as a staging copy or the two halves of a rolling
 * restart run them: their own data, sites and API, their server builds in one folder (outside the
 * checkout, as SERVER_BUILD_DIR may be anywhere).
 */
describe('two publishers of one checkout', () => {
  const products: PublishingProduct[] = [];
  let builds = '';
  afterAll(async () => {
    for (const product of products) await product.close();
    if (builds) await rm(builds, { recursive: true, force: true });
  });

  test(
    'one building, starting and restarting beside the other loses none of the other’s publishes, and each site equals its fresh build',
    async () => {
      builds = await mkdtemp(path.join(tmpdir(), 'server-builds-'));
      const first = await startPublishingProduct(40, { SERVER_BUILD_DIR: builds });
      products.push(first);
      const editing = publishContinuously(first);
      // The second's first start builds the site's code (its API address is baked in: a build of
      // its own), while the first publishes.
      const second = await startPublishingProduct(40, { SERVER_BUILD_DIR: builds });
      products.push(second);
      await second.killPublisher();
      await second.startPublisher();
      const published = await editing.stop();
      expect(published.length, 'news published while the other started').toBeGreaterThan(1);
      // The first restarts too, onto its own build, not the one built last.
      await first.killPublisher();
      await first.startPublisher();
      const created = await first.api('POST', '/news/save', { newsTitle: 'After the restarts', titullLajmesh: 'Pas' });
      expect(created.status).toBe(201);
      await first.waitUntilPublished(CATCH_UP_MS);
      for (const { newsId, title } of published) {
        const page = await readFile(
          path.join(first.siteDir, 'en', 'newsdetails', String(newsId), 'index.html'),
          'utf8',
        );
        expect(page, title).toContain(`>${title}</h1>`);
      }
      for (const product of [first, second]) {
        await product.waitUntilPublished(CATCH_UP_MS);
        expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
      }
      const inUse = [await first.serverBuild(), await second.serverBuild()].map((dir) => path.basename(dir));
      const folders = (await readdir(builds, { withFileTypes: true })).filter((entry) => entry.isDirectory());
      expect(folders.map((entry) => entry.name).sort(), 'the builds in use, and no other').toEqual(inUse.sort());
    },
    15 * 60_000,
  );
});
