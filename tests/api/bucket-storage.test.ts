import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Server } from '#scripts/services/s3-server.ts';
import { SWEEP_AFTER_MS, sweepUnreferencedFiles } from '#server/resources/file-sweep.ts';
import { CVS_PREFIX, IMAGES_PREFIX, PDFS_PREFIX, PUBLIC_PREFIX } from '#server/uploads/file-store.ts';
import { FolderFileStore } from '#server/uploads/folder-file-store.ts';
import { moveFiles } from '#server/uploads/move-files.ts';
import { createS3Client } from '#server/uploads/s3-client.ts';
import { S3FileStore } from '#server/uploads/s3-file-store.ts';
import { applicationForm, form, startTestApi, storedKeys, type TestApi } from '../fixtures/api.ts';
import { startCuttableProxy } from '../fixtures/cuttable-proxy.ts';
import { pdfDocument, pngImage } from '../fixtures/files.ts';
import { s3SettingsOf, startTestS3Server, TEST_BUCKET } from '../fixtures/s3-server.ts';

/**
 * The API with its files in a bucket (S3_BUCKET) on moto's S3 server, on either database engine:
 * every kind of upload goes to the bucket and nothing to the instance's disk, the site's /uploads/
 * is served from it, CVs stay private, the trash and the sweep remove files there, a bucket that
 * cannot be reached answers uploads 503 while the rest is served, and files move between a folder
 * and a bucket.
 */
let s3: S3Server;
let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
let api: TestApi;
let buildingId: number;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MULTIPART_PDF_BYTES = 12 * 1024 * 1024;

/** A PDF of about `bytes`: a page and an attached file of random bytes, as a heavy catalogue is. */
async function largePdf(bytes: number): Promise<Buffer> {
  const document = await PDFDocument.load(await pdfDocument(1));
  await document.attach(randomBytes(bytes), 'plans.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** Every file the instance keeps on its own disk, its temporary folder left out (it holds uploads while a request checks them). */
async function filesOnDisk(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (entry) => entry.isFile() && /(^|\/)(uploads|private)\//.test(`${path.relative(dataDir, entry.parentPath)}/`),
    )
    .map((entry) => entry.name);
}

beforeAll(async () => {
  s3 = await startTestS3Server();
  proxy = await startCuttableProxy({ host: '127.0.0.1', port: s3.port });
  api = await startTestApi({
    s3: s3SettingsOf(s3, { endpoint: proxy.endpoint }),
    contactRateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  const building = await api.asAdmin({
    method: 'POST',
    url: '/building/save',
    payload: form({
      buildingTitle: 'Tower A',
      titulliNderteses: 'Kulla A',
      buildingImageUrl: await pngImage(640, 480),
    }),
  });
  expect(building.statusCode, building.body).toBe(201);
  buildingId = building.json().buildingId;
});

afterAll(async () => {
  await api?.close();
  await proxy?.close();
  await s3?.stop();
});

describe('the API with its files in a bucket', () => {
  it('stores every kind of upload in the bucket and none on its own disk: images with all their sizes, a catalogue, a unit plan, a CV', async () => {
    const catalogue = await largePdf(MULTIPART_PDF_BYTES);
    const saved = await api.asAdmin({
      method: 'POST',
      url: '/catalog/save',
      payload: form({
        buildingId,
        salesCategoryId: 1,
        catalogTitle: 'Apartments',
        catalogImageUrl: await pngImage(1200, 800),
        pdfUrl: [catalogue, 'catalogue.pdf'],
      }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const unit = await api.asAdmin({
      method: 'POST',
      url: '/unit/save',
      payload: form({
        buildingId,
        salesCategoryId: 1,
        reference: 'A-3-1',
        floor: 3,
        unitType: 'apartment',
        rooms: '2+1',
        planPdfUrl: [await pdfDocument(1), 'plan.pdf'],
      }),
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const staff = await api.asAdmin({
      method: 'POST',
      url: '/staff/save',
      payload: form({ staffTittle: 'Engineer', titulliStaf: 'Inxhinier' }),
    });
    const applied = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: applicationForm(staff.json().staffId, await pdfDocument(2)),
    });
    expect(applied.statusCode, applied.body).toBe(201);

    const catalog = saved.json();
    const keys = await storedKeys(api, PUBLIC_PREFIX);
    const imageWidths = catalog.imageSets.catalogImageUrl.webp.split(', ').length;
    expect(keys.filter((key) => key.startsWith(IMAGES_PREFIX)).length).toBeGreaterThanOrEqual(2 * imageWidths);
    expect(keys).toContain(catalog.pdfUrl.slice(1));
    expect(keys).toContain(unit.json().planPdfUrl.slice(1));
    expect(await storedKeys(api, CVS_PREFIX)).toHaveLength(1);
    expect(await filesOnDisk(api.dataDir)).toEqual([]);

    // The 12 MB catalogue went up in parts (its ETag counts them), and came whole.
    const head = await createS3Client(s3SettingsOf(s3)).send(
      new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: catalog.pdfUrl.slice(1) }),
    );
    expect(head.ETag).toMatch(/-3"$/);
    const served = await api.app.inject({ url: catalog.pdfUrl });
    expect(sha256(served.rawPayload)).toBe(sha256(catalogue));
  });

  it('serves the pictures and PDFs at /uploads/ from the bucket, cached for good as from the folder', async () => {
    const building = (await api.app.inject({ url: `/building/get/single/building/${buildingId}` })).json();
    const picture = await api.app.inject({ url: building.buildingImageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(picture.rawPayload.length),
    });
    const stored = await api.context.storage.files.read(building.buildingImageUrl.slice(1));
    expect(stored && sha256(await buffer(stored.body))).toBe(sha256(picture.rawPayload));
    for (const url of ['/uploads/images/none-640.webp', '/uploads/../private/cvs/x.pdf', '/uploads/images/a.svg']) {
      expect((await api.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('keeps a CV private: no /uploads/ address and no unsigned request reads it; staff download it through the API', async () => {
    const [key] = await storedKeys(api, CVS_PREFIX);
    if (!key) throw new Error('no CV stored');
    const name = path.basename(key);
    for (const url of [`/uploads/pdfs/${name}`, `/uploads/${name}`, `/uploads/private/cvs/${name}`]) {
      expect((await api.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await fetch(`${s3.endpoint}/${TEST_BUCKET}/${key}`)).status).toBe(403);
    const [contact] = (await api.asAdmin({ url: '/contact/get/mini' })).json();
    const download = await api.asAdmin({ url: `/contact/get/cv/${contact.contactId}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api.app.inject({ url: `/contact/get/cv/${contact.contactId}` })).statusCode).toBe(401);
  });

  it('keeps a deleted image in the bucket until its trash entry is purged, then removes every size of it', async () => {
    const uploaded = await api.asAdmin({
      method: 'POST',
      url: '/media/save',
      payload: form({ imageUrl: [await pngImage(800, 600), 'yard.png'] }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const media = uploaded.json();
    const keyOf = (entry: string) => (entry.split(' ')[0] ?? '').slice(1);
    const keys = [media.imageSets.imageUrl.avif, media.imageSets.imageUrl.webp].flatMap((srcset: string) =>
      srcset.split(', ').map(keyOf),
    );
    const stored = async () =>
      (await Promise.all(keys.map((key) => api.context.storage.files.stat(key)))).filter(Boolean).length;
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/media/delete/${media.mediaId}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored()).toBe(keys.length);
    const purged = await api.asAdmin({ method: 'DELETE', url: `/trash/${deleted.headers['x-trash-entry']}` });
    expect(purged.statusCode, purged.body).toBe(200);
    expect(await stored()).toBe(0);
  });

  it('restores a trashed catalogue with its PDF and cover from the bucket, served as before', async () => {
    const [catalog] = (await api.asAdmin({ url: '/catalog/get/mini' })).json();
    const before = await api.app.inject({ url: catalog.pdfUrl });
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/catalog/delete/${catalog.salesCatalogId}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const restored = await api.asAdmin({ method: 'POST', url: `/trash/${deleted.headers['x-trash-entry']}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    const again = (await api.asAdmin({ url: `/catalog/get/single/catalog/${catalog.salesCatalogId}` })).json();
    expect(again).toMatchObject({ pdfUrl: catalog.pdfUrl, catalogImageUrl: catalog.catalogImageUrl });
    expect(sha256((await api.app.inject({ url: again.pdfUrl })).rawPayload)).toBe(sha256(before.rawPayload));
    expect((await api.app.inject({ url: again.catalogImageUrl })).statusCode).toBe(200);
  });

  it('removes from the bucket the files no row names once a day old, and nothing else', async () => {
    const orphan = `${PDFS_PREFIX}left-by-a-crash.pdf`;
    await api.context.storage.files.write(orphan, await pdfDocument(1), 'application/pdf');
    const before = await storedKeys(api, PUBLIC_PREFIX);
    const dayLater = new Date(Date.now() + SWEEP_AFTER_MS + 60_000);
    expect(await sweepUnreferencedFiles(api.context.db, api.context.storage.files)).toBe(0);
    expect(await sweepUnreferencedFiles(api.context.db, api.context.storage.files, dayLater)).toBe(1);
    expect(await storedKeys(api, PUBLIC_PREFIX)).toEqual(before.filter((key) => key !== orphan));
  });

  it('answers 503 with Retry-After to an upload cut off mid-way by the bucket going, keeps nothing of it, serves the rest meanwhile, and takes uploads again once it is back', async () => {
    const before = (await api.asAdmin({ url: '/catalog/get/mini' })).json().length;
    const keysBefore = await storedKeys(api, PUBLIC_PREFIX);
    const sending = api.asAdmin({
      method: 'POST',
      url: '/catalog/save',
      payload: form({
        buildingId,
        salesCategoryId: 2,
        catalogTitle: 'Offices',
        catalogImageUrl: await pngImage(200, 150),
        pdfUrl: [await largePdf(MULTIPART_PDF_BYTES), 'offices.pdf'],
      }),
    });
    await proxy.nextTraffic();
    proxy.cut();
    const cutOff = await sending;
    expect(cutOff.statusCode, cutOff.body).toBe(503);
    expect(cutOff.headers['retry-after']).toBeDefined();
    expect(cutOff.json()).toMatchObject({ code: 'UNAVAILABLE' });

    const started = performance.now();
    const upload = await api.asAdmin({
      method: 'POST',
      url: '/media/save',
      payload: form({ imageUrl: [await pngImage(), 'x.png'] }),
    });
    expect(upload.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(10_000);
    // Everything that needs no file is served: the admin's lists, an edit without a file, the site's reads.
    expect((await api.asAdmin({ url: '/catalog/get/mini' })).json()).toHaveLength(before);
    const renamed = await api.asAdmin({
      method: 'PUT',
      url: `/building/update/${buildingId}`,
      payload: form({ buildingTitle: 'Tower A1' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await api.app.inject({ url: `/building/get/single/building/${buildingId}` })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/health/ready' })).statusCode).toBe(200);

    proxy.mend();
    expect(await storedKeys(api, PUBLIC_PREFIX)).toEqual(keysBefore);
    const again = await api.asAdmin({
      method: 'POST',
      url: '/media/save',
      payload: form({ imageUrl: [await pngImage(), 'y.png'] }),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await api.asAdmin({ url: '/catalog/get/mini' })).json()).toHaveLength(before);
  });
});

describe('moving files between a folder and a bucket', () => {
  it('copies every file to the bucket checked by size and checksum, again only what is missing or differs, and back to a folder', async () => {
    const source = new FolderFileStore(path.join(api.dataDir, 'to-move'));
    const bucket = new S3FileStore(s3SettingsOf(s3, { prefix: 'moved/' }));
    const files: Record<string, Buffer> = {
      [`${IMAGES_PREFIX}a-640.webp`]: randomBytes(2000),
      [`${IMAGES_PREFIX}a-640.avif`]: randomBytes(1500),
      [`${PDFS_PREFIX}b.pdf`]: await pdfDocument(2),
      [`${CVS_PREFIX}c.pdf`]: await pdfDocument(1),
    };
    for (const [key, bytes] of Object.entries(files)) await source.write(key, bytes, 'application/octet-stream');

    expect(await moveFiles(source, bucket)).toMatchObject({ copied: 4, alreadyThere: 0, removed: 0 });
    // A run cut off is run again: it copies only a file missing or different in the bucket.
    await bucket.remove([`${PDFS_PREFIX}b.pdf`]);
    await bucket.write(`${IMAGES_PREFIX}a-640.webp`, randomBytes(2000), 'image/webp');
    expect(await moveFiles(source, bucket)).toMatchObject({ copied: 2, alreadyThere: 2 });

    const back = new FolderFileStore(path.join(api.dataDir, 'moved-back'));
    expect(await moveFiles(bucket, back, { removeSource: true })).toMatchObject({ copied: 4, removed: 4 });
    for (const [key, bytes] of Object.entries(files)) {
      const stored = await back.read(key);
      expect(stored && sha256(await buffer(stored.body)), key).toBe(sha256(bytes));
      expect(await bucket.stat(key), key).toBeNull();
    }
  });
});
