import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isCompressedSibling } from '#publisher/compressed-siblings.ts';
import { edgeKeyOf } from '#publisher/origin/serve-site.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { PROJECT, ProjectInputSchema } from '#shared/entities/project.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { type RecordingPeer, startRecordingPeer } from '../fixtures/recording-peer.ts';
import { freshDatabase } from '../fixtures/test-database.ts';
import { type ProductBehindVarnish, startProductBehindVarnish } from '../integration/product-behind-varnish.ts';
import { listFiles, type PublishingProduct } from '../integration/publishing-product.ts';

/** How many edits go through the second instance. */
const EDITS = 4;

let stack: ProductBehindVarnish;
let product: PublishingProduct;
/** A second cache node, which keeps every purge the publisher sends. */
let purges: RecordingPeer;
/** The second API instance's address: the first is the product's own, which delivers the outbox. */
let secondInstance: string;

beforeAll(async () => {
  purges = await startRecordingPeer();
  stack = await startProductBehindVarnish([purges.url], await freshDatabase());
  product = stack.product;
  secondInstance = await product.startApiInstance();
  await product.waitUntilPublished();
}, 15 * 60_000);

afterAll(async () => {
  await stack?.close();
  await purges?.close();
});

/** Whether the edge answers `page` from its cache. */
const cached = async (page: string) => (await stack.read(page)).headers.get('x-cache') === 'HIT';

/**
 * Every published file (pages, feeds, sitemap files) by its edge key, with its bytes; not the
 * compressed siblings, nor the files the polisher is writing beside them.
 */
async function publishedFiles(): Promise<Map<string, Buffer>> {
  const files = (await listFiles(product.siteDir)).filter(
    (file) => !isCompressedSibling(file) && !file.endsWith('.tmp'),
  );
  const contents = await Promise.all(files.map((file) => readFile(path.join(product.siteDir, file))));
  return new Map(files.map((file, index) => [edgeKeyOf(`/${file}`), contents[index] as Buffer]));
}

/** The keys of the files whose bytes differ between two snapshots, or that one of them lacks. */
function changedKeys(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => !before.get(key)?.equals(after.get(key) ?? Buffer.alloc(0))).sort();
}

/** The keys purged at the recording node since its `from`th request. */
const purgedSince = (from: number) =>
  [
    ...new Set(purges.requests.slice(from).flatMap((call) => String(call.headers['xkey-purge'] ?? '').split(' '))),
  ].sort();

/**
 * As a company runs it off one machine: two API instances on one PostgreSQL database, the
 * publisher, and Varnish in front of the site. An admin's edits through the instance that does not
 * deliver the outbox show through the edge once their publish is live; the edge is told to forget
 * exactly the files whose bytes changed, and the pages of other kinds stay in its cache.
 */
it('publishes edits made through a second API instance to the edge, purging exactly the pages whose bytes changed', async () => {
  const edited = await stack.firstPage('vilalproject', '');
  const projectId = Number(edited.split('/').at(-1));
  const bystanders = [
    ...(await Promise.all(
      ['jobdetails', 'newsdetails', 'salescatalogdetails'].map((folder) => stack.firstPage(folder)),
    )),
    ...(await Promise.all(['jobdetails', 'newsdetails'].map((folder) => stack.firstPage(folder, '')))),
  ];
  for (const page of [`/en${edited}`, ...bystanders]) {
    await stack.read(page);
    expect(await cached(page), page).toBe(true);
  }

  const fields = ProjectInputSchema.keyof().options as string[];
  for (let n = 1; n <= EDITS; n++) {
    const before = await publishedFiles();
    const purgesBefore = purges.requests.length;
    // The admin's save: the whole item read from the second instance, sent back with new titles.
    const single = await product.api('GET', fillPath(PROJECT.api.single, projectId), undefined, secondInstance);
    const item = (await single.json()) as Record<string, unknown>;
    const body = Object.fromEntries(Object.entries(item).filter(([field]) => fields.includes(field)));
    const [title, titulli] = [`Tower in the park, phase ${n}`, `Kulla në park, faza ${n}`];
    const saved = await fetch(`${secondInstance}${fillPath(PROJECT.api.update, projectId)}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${product.token}`,
        'content-type': 'application/json',
        'if-match': single.headers.get('etag') as string,
      },
      body: JSON.stringify({ ...body, projectTitle: title, titulliProjekti: titulli }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const status = await stack.settled(Number(saved.headers.get(PUBLISH_EVENT_HEADER)));
    expect(status.state, status.error ?? '').toBe('live');

    expect(await (await stack.read(`/en${edited}`)).text()).toContain(title);
    expect(await (await stack.read(edited)).text()).toContain(titulli);
    for (const page of bystanders) expect(await cached(page), `${page} after edit ${n}`).toBe(true);
    const changed = changedKeys(before, await publishedFiles());
    expect(changed).toContain(`/en${edited}`);
    expect(purgedSince(purgesBefore)).toEqual(changed);
  }
});
