import { createHash, randomUUID } from 'node:crypto';
import { existsSync, watch } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BULK_READS_FROM_PAGES } from '#publisher/publish-events.ts';
import { type RenderedPage, startRenderer } from '#publisher/renderer.ts';
import { parseSamples } from '#scripts/bench/prometheus.ts';
import type { Preview } from '#shared/payloads/preview.ts';
import { PUBLISH_SIGNATURE_HEADER } from '#shared/payloads/publish.ts';
import { sitemapChunkOf, sitemapChunkPath } from '#shared/sitemap.ts';
import { signWebhook } from '#shared/webhook-signature.ts';
import {
  listFiles,
  type PublishingProduct,
  productEnv,
  startPublishingProduct,
  treeDifferences,
} from './publishing-product.ts';
import { runRandomEdits } from './random-edits.ts';

/** Whether a published file is whole: a page ends its document, a feed parses, a sitemap file closes. */
function isWhole(file: string, content: string): boolean {
  // Astro puts a page's own module script after </html>.
  if (file.endsWith('.html')) return content.includes('</body></html>') && /(<\/html>|\.js"><\/script>)$/.test(content);
  if (file.endsWith('.json'))
    return (() => {
      try {
        JSON.parse(content);
        return true;
      } catch {
        return false;
      }
    })();
  if (file.endsWith('.xml')) return /<\/(urlset|sitemapindex)>$/.test(content.trimEnd());
  return true;
}

/** Reads every page of the site over and over, as visitors would, noting any file that is not whole. */
function readContinuously(siteDir: string) {
  const broken: string[] = [];
  let reading = true;
  const loop = (async () => {
    while (reading) {
      // A folder may vanish while it is listed, when the publisher removes an emptied one: list again.
      const files = await listFiles(siteDir).catch((error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' ? [] : Promise.reject(error),
      );
      for (const file of files.filter((name) => /\.(html|json|xml)$/.test(name))) {
        const content = await readFile(path.join(siteDir, file), 'utf8').catch(() => null);
        // A page may vanish between listing and reading when its entity is deleted; that is not a torn read.
        if (content !== null && !isWhole(file, content)) broken.push(file);
      }
    }
  })();
  return {
    async stop() {
      reading = false;
      await loop;
      return broken;
    },
  };
}

/**
 * Every file of a folder with a digest of its bytes: comparing digests, not the bytes themselves,
 * keeps a comparison of the whole site to milliseconds (deep equality walks a buffer byte by byte).
 */
const fingerprint = async (dir: string) =>
  Promise.all(
    (await listFiles(dir)).map(async (file) => {
      const bytes = await readFile(path.join(dir, file));
      return [file, createHash('sha256').update(bytes).digest('hex')] as const;
    }),
  );

const MAX_CRASH_ROUNDS = 12;

/** The JSON of an API call's answer, expected to be a success (its text says why not). */
async function answer<T>(response: Promise<Response>): Promise<T> {
  const done = await response;
  expect(done.ok, await done.clone().text()).toBe(true);
  return (await done.json()) as T;
}

describe('incremental publishing', () => {
  let product: PublishingProduct;
  beforeAll(async () => {
    product = await startPublishingProduct();
  }, 15 * 60_000);
  afterAll(async () => product?.close());

  test('an unsigned, wrongly signed or tampered webhook is refused and changes nothing', async () => {
    await product.waitUntilPublished();
    const before = await fingerprint(product.siteDir);
    const body = JSON.stringify({
      events: [
        {
          eventId: 999_999,
          kind: 'project',
          entityId: 1,
          operation: 'delete',
          tags: ['project:list', 'project:1'],
          createdAt: new Date().toISOString(),
        },
      ],
    });
    const tampered = body.replace('"entityId":1', '"entityId":2');
    const attempts: [string, string | undefined, string][] = [
      ['no signature', undefined, body],
      ['a malformed signature', 't=1,v1=00', body],
      ['another secret', await signWebhook('not-the-publishing-secret-at-all-123456', body), body],
      ['a body changed after signing', await signWebhook(product.secret, body), tampered],
    ];
    for (const [name, signature, sent] of attempts) {
      for (const route of ['/webhook', '/republish']) {
        const response = await fetch(`${product.publisherUrl}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature && { [PUBLISH_SIGNATURE_HEADER]: signature }) },
          body: sent,
        });
        expect(response.status, `${name} on ${route}`).toBe(401);
      }
    }
    const after = await fingerprint(product.siteDir);
    expect(after).toEqual(before);
  });

  test(
    'every page rendered among others, with the parts they share rendered once and the API read in bulk, equals the page rendered on its own',
    async () => {
      await product.waitUntilPublished();
      const pages = (await (await fetch(`${product.publisherUrl}/status`)).json()) as { pages: number };
      const renderer = await startRenderer(await product.serverBuild(), {
        env: { ...productEnv(), API_URL: product.apiUrl },
      });
      try {
        // The pages the publisher renders: not the admin's, nor the not-found page.
        const all = (await listFiles(product.siteDir))
          .filter((file) => file.endsWith('index.html') && !/^(adminpage|loginadmin|en\/404)\//.test(file))
          .map((file) => `/${file.replace(/\/?index\.html$/, '')}`);
        expect(all.length, 'pages of the site').toBeGreaterThan(pages.pages / 3);
        const text = (page: RenderedPage) => {
          expect(page.status).toBe(200);
          return new TextDecoder().decode(page.body);
        };
        // In reverse order: each shared part is first rendered for another page than in a publish.
        const shared = randomUUID();
        const together = new Map<string, string>();
        for (const page of all.toReversed())
          together.set(page, text(await renderer.render(page, shared, { bulk: true })));
        for (const page of all) {
          const alone = text(await renderer.render(page, randomUUID()));
          expect(together.get(page) === alone, `${page} rendered with others differs from its render alone`).toBe(true);
        }
      } finally {
        await renderer.close();
      }
    },
    15 * 60_000,
  );

  test(
    'after random creates, updates and deletes of every kind, the site equals a fresh full build file for file',
    async () => {
      const seed = Number(process.env.PUBLISH_TEST_SEED ?? Date.now() % 1_000_000);
      const done = await runRandomEdits(product, seed, 40);
      await product.waitUntilPublished();
      const fresh = await product.freshBuild();
      expect(
        await treeDifferences(fresh, product.siteDir),
        `seed ${seed} (PUBLISH_TEST_SEED replays it):\n${done.join('\n')}`,
      ).toEqual([]);
    },
    15 * 60_000,
  );

  test(
    'after a burst of random edits published as one batch, which reads the API in bulk, the site equals a fresh full build',
    async () => {
      const [before] = await product.waitUntilPublished();
      const seed = Number(process.env.PUBLISH_TEST_SEED ?? Date.now() % 1_000_000) + 1;
      await product.killPublisher();
      let done: string[];
      try {
        done = await runRandomEdits(product, seed, 40);
        // Enough new pages that the batch reads in bulk, whatever the random edits touched.
        for (let n = 1; n <= BULK_READS_FROM_PAGES / 2; n++) {
          const created = await product.api('POST', '/news/save', {
            newsTitle: `Burst ${n}`,
            titullLajmesh: `Vrull ${n}`,
          });
          expect(created.status).toBe(201);
        }
      } finally {
        await product.startPublisher();
      }
      const burst = (await product.waitUntilPublished()).filter((status) => status.eventId > (before?.eventId ?? 0));
      expect(burst.length, 'the burst’s events').toBeGreaterThan(0);
      expect(new Set(burst.map((status) => status.liveAt)).size, 'the burst’s events went live together').toBe(1);
      const metrics = await (await fetch(`${product.publisherUrl}/metrics`)).text();
      const renders = parseSamples(metrics)
        .filter((sample) => sample.name === 'publisher_page_renders_total')
        .reduce((sum, sample) => sum + sample.value, 0);
      expect(renders, 'pages its batch rendered').toBeGreaterThanOrEqual(BULK_READS_FROM_PAGES);
      expect(
        await treeDifferences(await product.freshBuild(), product.siteDir),
        `seed ${seed} (PUBLISH_TEST_SEED replays it, less one):\n${done.join('\n')}`,
      ).toEqual([]);
    },
    15 * 60_000,
  );

  test('an item created and edited in one batch: the edit’s publish names the item’s page and the files listing it', async () => {
    await product.waitUntilPublished();
    await product.killPublisher();
    let newsId: number;
    let editEvent: number;
    try {
      const created = await product.api('POST', '/news/save', { newsTitle: 'Batched', titullLajmesh: 'Në grup' });
      expect(created.status).toBe(201);
      newsId = ((await created.json()) as { newsId: number }).newsId;
      const edited = await product.api('PUT', `/news/update/${newsId}`, { newsTitle: 'Batched, renamed' });
      expect(edited.status, await edited.clone().text()).toBe(200);
      editEvent = Number(edited.headers.get('x-publish-event'));
    } finally {
      await product.startPublisher();
    }
    const edit = (await product.waitUntilPublished()).find((status) => status.eventId === editEvent);
    expect(edit?.pages).toEqual(
      expect.arrayContaining([`/newsdetails/${newsId}`, expect.stringMatching(/\.(json|xml)$/)]),
    );
  });

  test(
    'a catalogue in a category of its own brings its building that category’s page, carries it when moved and takes it when it goes',
    async () => {
      // Buildings of its own: the random edits before may have left only one.
      const building = async (title: string) => {
        const fields = {
          buildingTitle: title,
          titulliNderteses: title,
          buildingAdress: 'Tirana',
          adresaNderteses: 'Tiranë',
        };
        return (await answer<{ buildingId: number }>(product.api('POST', '/building/save', fields))).buildingId;
      };
      const first = await building('Storage house A');
      const second = await building('Storage house B');
      const { categoryId } = await answer<{ categoryId: number }>(
        product.api('POST', '/salescategory/save', { categoryName: 'Storage', emriKategorise: 'Depo' }),
      );
      const pagesOf = (buildingId: number) =>
        ['', 'en'].map((language) =>
          path.join(
            product.siteDir,
            language,
            'salescatalogdetails',
            String(buildingId),
            String(categoryId),
            'index.html',
          ),
        );
      const published = (buildingId: number) => pagesOf(buildingId).map((file) => existsSync(file));
      try {
        await product.waitUntilPublished();
        expect(published(first), 'a new category has no page').toEqual([false, false]);

        const { salesCatalogId } = await answer<{ salesCatalogId: number }>(
          product.api('POST', '/catalog/save', {
            catalogTitle: 'Storage units',
            buildingId: first,
            salesCategoryId: categoryId,
          }),
        );
        await product.waitUntilPublished();
        expect(published(first), 'the first catalogue adds the page').toEqual([true, true]);

        await answer(
          product.api('PUT', `/catalog/update/${salesCatalogId}`, {
            catalogTitle: 'Storage units',
            buildingId: second,
            salesCategoryId: categoryId,
          }),
        );
        await product.waitUntilPublished();
        expect(published(first), 'the move takes the page from the building it left').toEqual([false, false]);
        expect(published(second), 'and gives it to the one it joined').toEqual([true, true]);
        expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);

        await answer(product.api('DELETE', `/catalog/delete/${salesCatalogId}`));
        await product.waitUntilPublished();
        expect(published(second), 'the last catalogue takes the page with it').toEqual([false, false]);
        expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
      } finally {
        // The buildings first: they take any catalogue a failed step left, which would hold the category.
        for (const buildingId of [first, second]) await product.api('DELETE', `/building/delete/${buildingId}`);
        await product.api('DELETE', `/salescategory/delete/${categoryId}`);
      }
    },
    15 * 60_000,
  );

  test(
    'a unit moved from a building off the site to one on it comes onto the site, and leaves when moved back',
    async () => {
      const building = async (title: string) =>
        (await answer<{ buildingId: number }>(product.api('POST', '/building/save', { buildingTitle: title })))
          .buildingId;
      const hidden = await building('Unit house off the site');
      const shown = await building('Unit house on the site');
      await answer(product.api('PUT', `/building/publication/${hidden}`, { published: false }));
      const unit = { salesCategoryId: 1, unitType: 'apartment', reference: 'MOVED-1', floor: 1, status: 'available' };
      const { unitId } = await answer<{ unitId: number }>(
        product.api('POST', '/unit/save', { ...unit, buildingId: hidden }),
      );
      const published = () =>
        ['', 'en'].map((language) =>
          existsSync(path.join(product.siteDir, language, 'unitdetails', String(unitId), 'index.html')),
        );
      const moveTo = async (buildingId: number) => {
        await answer(product.api('PUT', `/unit/update/${unitId}`, { ...unit, buildingId }));
        await product.waitUntilPublished();
      };
      try {
        await product.waitUntilPublished();
        expect(published(), 'a unit of a building off the site has no page').toEqual([false, false]);
        await moveTo(shown);
        expect(published(), 'moved to a building on the site, it has its page').toEqual([true, true]);
        expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
        await moveTo(hidden);
        expect(published(), 'moved back, its page goes').toEqual([false, false]);
        expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
      } finally {
        for (const buildingId of [hidden, shown]) await product.api('DELETE', `/building/delete/${buildingId}`);
      }
    },
    15 * 60_000,
  );

  test(
    'a building created and deleted between two publishes leaves no trace in its sitemap file, which a publish wrote in between',
    async () => {
      const addBuilding = async (buildingTitle: string, titulliNderteses: string) => {
        const created = await product.api('POST', '/building/save', {
          buildingTitle,
          titulliNderteses,
          buildingAdress: 'Tirana',
          adresaNderteses: 'Tiranë',
        });
        expect(created.ok, await created.clone().text()).toBe(true);
        return ((await created.json()) as { buildingId: number }).buildingId;
      };
      // A building that stays in the sitemap file the short-lived one will be listed in: the file is
      // then on the site, and in the publisher's index, before it comes, as after the publish this
      // test stands for (the random edits may have emptied the file, and a file copied behind the
      // index's back would not be one the publisher wrote).
      let lastingId: number;
      do lastingId = await addBuilding('Lasting house', 'Shtëpi që mbetet');
      while (sitemapChunkOf('building', lastingId) !== sitemapChunkOf('building', lastingId + 1));
      await product.waitUntilPublished();
      await product.killPublisher();
      let sitemapFile = '';
      try {
        const buildingId = await addBuilding('Short-lived house', 'Shtëpi jetëshkurtër');
        expect(sitemapChunkOf('building', buildingId)).toBe(sitemapChunkOf('building', lastingId));
        sitemapFile = sitemapChunkPath('building', sitemapChunkOf('building', buildingId)).slice(1);
        // As a publish that rendered the file while the building stood would have written it: the
        // events of its create and delete then reach the publisher together, in one batch.
        const fresh = await product.freshBuild();
        const written = await readFile(path.join(fresh, sitemapFile), 'utf8');
        expect(written).toContain(`/secondstep/${buildingId}<`);
        for (const file of (await listFiles(fresh)).filter((name) => name.startsWith(sitemapFile))) {
          await copyFile(path.join(fresh, file), path.join(product.siteDir, file));
        }
        expect((await product.api('DELETE', `/building/delete/${buildingId}`)).status).toBe(200);
      } finally {
        await product.startPublisher();
      }
      await product.waitUntilPublished();
      expect(await treeDifferences(await product.freshBuild(), product.siteDir), sitemapFile).toEqual([]);
    },
    15 * 60_000,
  );

  test('previews a draft’s page as the site renders it, in both languages, and publishes nothing of it', async () => {
    const created = await product.api('POST', '/news/save', {
      newsTitle: 'Unannounced open day',
      titullLajmesh: 'Ditë e hapur e pashpallur',
      published: false,
    });
    expect(created.ok, await created.clone().text()).toBe(true);
    const { newsId } = (await created.json()) as { newsId: number };
    try {
      const granted = await product.api('POST', `/preview/news/${newsId}`);
      const { links } = (await granted.json()) as Preview;
      for (const [link, title] of [
        [links.sq, 'Ditë e hapur e pashpallur'],
        [links.en, 'Unannounced open day'],
      ] as const) {
        const page = await fetch(`${product.apiUrl}${link}`);
        expect(page.status, `${link}: ${await page.clone().text()}`).toBe(200);
        expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        expect(page.headers.get('cache-control')).toBe('no-store, private');
        const html = await page.text();
        expect(html).toContain(`>${title}</h1>`);
        expect(isWhole('page.html', html), 'a whole page').toBe(true);
      }
      await product.waitUntilPublished();
      for (const language of ['', 'en'])
        expect(existsSync(path.join(product.siteDir, language, 'newsdetails', String(newsId)))).toBe(false);
    } finally {
      await product.api('DELETE', `/news/delete/${newsId}`);
    }
  });

  test(
    'a full publish over the live site, as after a change of code, serves whole files throughout and leaves exactly a fresh build',
    async () => {
      // Left from an earlier publish: a page whose item is gone, with a sibling, and an asset of an older build.
      const leftovers = [
        'vilalproject/999999/index.html.br',
        'vilalproject/999999/index.html',
        '_astro/Older.a1b2c3.js',
      ];
      for (const file of leftovers) {
        await mkdir(path.dirname(path.join(product.siteDir, file)), { recursive: true });
        await writeFile(
          path.join(product.siteDir, file),
          file.endsWith('.html') ? '<html><body></body></html>' : 'left',
        );
      }
      // A whole page in the wrong place stands for a stale one.
      await writeFile(
        path.join(product.siteDir, 'ourcompany', 'index.html'),
        await readFile(path.join(product.siteDir, 'index.html')),
      );
      const reader = readContinuously(product.siteDir);
      const body = JSON.stringify({ mode: 'build' });
      const response = await fetch(`${product.publisherUrl}/republish`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PUBLISH_SIGNATURE_HEADER]: await signWebhook(product.secret, body),
        },
        body,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const result = (await response.json()) as { rendered: number; written: number };
      expect(result.written).toBeGreaterThanOrEqual(leftovers.length);
      expect(await reader.stop(), 'files read while they were being written').toEqual([]);
      await product.waitUntilPublished();
      expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
    },
    15 * 60_000,
  );

  test(
    'killed in the middle of writing a publish, it leaves every file whole and publishes the edit after a restart',
    async () => {
      const reader = readContinuously(product.siteDir);
      const projects = (await (await product.api('GET', '/projects/get/all')).json()) as { projectId: number }[];
      const projectId = projects[0]?.projectId ?? 1;
      let cutShort = 0;
      try {
        // The kill lands as the first file of a publish is being written; when the publisher has
        // finished the others by then, the round proves less, so rounds go on until two were cut short.
        for (let round = 1; round <= MAX_CRASH_ROUNDS && cutShort < 2; round++) {
          const title = `Published after crash ${round}`;
          const killed = new Promise<void>((resolve) => {
            const watcher = watch(product.siteDir, { recursive: true }, (_type, file) => {
              if (!file?.endsWith('.tmp')) return;
              watcher.close();
              void product.killPublisher().then(resolve);
            });
          });
          const body = new FormData();
          body.append('projectTitle', title);
          expect((await product.api('PUT', `/projects/update/${projectId}`, body)).status).toBe(200);
          await killed;
          await product.startPublisher();
          const [latest] = await product.waitUntilPublished();
          if ((latest?.attempts ?? 0) > 1) cutShort += 1;
          expect(
            await readFile(path.join(product.siteDir, 'en', 'vilalproject', String(projectId), 'index.html'), 'utf8'),
          ).toContain(title);
        }
      } finally {
        expect(await reader.stop(), 'files read while they were being written').toEqual([]);
      }
      expect(cutShort, 'publishes cut short by the kill and delivered again').toBeGreaterThanOrEqual(2);
      expect((await listFiles(product.siteDir)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
      expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
    },
    15 * 60_000,
  );
});
