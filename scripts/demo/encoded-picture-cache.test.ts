import { mkdtemp, readdir, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileChanges } from '#server/uploads/file-changes.ts';
import { IMAGES_PREFIX } from '#server/uploads/file-store.ts';
import type { FolderFileStore } from '#server/uploads/folder-file-store.ts';
import { encodeImage } from '#server/uploads/image-encoder.ts';
import { prepareStorage, type Storage, storageIn } from '#server/uploads/storage.ts';
import { imageFiles, type StoredImage } from '#server/uploads/stored-image.ts';
import { EncodedPictureCache } from './encoded-picture-cache.ts';
import { encodingProgress } from './encoding-progress.ts';
import { FilePool } from './file-pool.ts';

let workDir: string;
let cacheDir: string;
let picture: string;

const pictureOf = async (name: string, red: number) => {
  const file = path.join(workDir, name);
  await sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: red, g: 120, b: 90 } } })
    .webp()
    .toFile(file);
  return file;
};
const dataFolder = async (name: string): Promise<Storage> => {
  const storage = storageIn(path.join(workDir, name));
  await prepareStorage(storage);
  return storage;
};
/** A key's file in a data folder's store. */
const storedPath = (storage: Storage, key: string) => (storage.files as FolderFileStore).pathOf(key);
const bytesOf = (storage: Storage, image: StoredImage) =>
  Promise.all(imageFiles(image).map((key) => readFile(storedPath(storage, key))));
/** Seeds `files` into a data folder through the pool, as the demo seed does; returns its last line. */
const seedPictures = async (pool: FilePool, files: string[]) => {
  let written = '';
  const out = new Writable({
    write(chunk, _encoding, done) {
      written += chunk;
      done();
    },
  });
  await pool.encodeAll(files, encodingProgress(files.length, out));
  return written.trim().split('\n').at(-1);
};

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'picture-cache-'));
  cacheDir = path.join(workDir, 'cache');
  picture = await pictureOf('picture.webp', 200);
});
afterEach(() => rm(workDir, { recursive: true, force: true }));

describe('the demo pictures’ encoding cache', () => {
  it('encodes a picture for the first data folder and gives the next one the same files under keys of its own', async () => {
    const first = await dataFolder('first');
    const firstPool = new FilePool(first, { cacheDir });
    expect(await seedPictures(firstPool, [picture])).toMatch(/^Encoded the demo pictures: 1 of 1 in [\d.]+ s$/);
    const second = await dataFolder('second');
    const secondPool = new FilePool(second, { cacheDir });
    expect(await seedPictures(secondPool, [picture])).toMatch(/1 of 1 in [\d.]+ s \(1 from the checkout's cache\)$/);

    const firstImage = await firstPool.image(picture);
    const secondImage = await secondPool.image(picture);
    expect(secondImage.key).not.toBe(firstImage.key);
    expect({ ...secondImage, key: '' }).toEqual({ ...firstImage, key: '' });
    expect(await bytesOf(second, secondImage)).toEqual(await bytesOf(first, firstImage));
  });

  it('lets two seeds that encode the same picture at once both finish, keeping one entry', async () => {
    const pools = await Promise.all(
      ['one', 'two'].map(async (name) => new FilePool(await dataFolder(name), { cacheDir })),
    );
    await Promise.all(pools.map((pool) => pool.encodeAll([picture])));
    const [fingerprint] = await readdir(cacheDir);
    if (!fingerprint) throw new Error('The cache kept nothing');
    expect(await readdir(path.join(cacheDir, fingerprint))).toHaveLength(1);
  });

  it('encodes a picture again once its bytes change', async () => {
    const cache = new EncodedPictureCache(cacheDir, 'pipeline');
    const storage = await dataFolder('data');
    const changes = new FileChanges(storage.files);
    await cache.keep(picture, storage.files, await encodeImage(picture, storage.files, 'seed', changes, 0));
    expect(await cache.restore(picture, storage.files, changes)).not.toBeNull();
    await pictureOf('picture.webp', 40);
    expect(await cache.restore(picture, storage.files, changes)).toBeNull();
  });

  it('serves nothing kept by another pipeline, and drops that pipeline’s entries once it keeps one of its own', async () => {
    const storage = await dataFolder('data');
    const changes = new FileChanges(storage.files);
    const image = await encodeImage(picture, storage.files, 'seed', changes, 0);
    await new EncodedPictureCache(cacheDir, 'older-pipeline').keep(picture, storage.files, image);

    const current = new EncodedPictureCache(cacheDir, 'current-pipeline');
    expect(await current.restore(picture, storage.files, changes)).toBeNull();
    await current.keep(picture, storage.files, image);
    expect(await readdir(cacheDir)).toEqual(['current-pipeline']);
  });

  it('encodes again a picture whose entry lost a file, leaving no partial copy behind', async () => {
    const cache = new EncodedPictureCache(cacheDir, 'pipeline');
    const storage = await dataFolder('data');
    const changes = new FileChanges(storage.files);
    await cache.keep(picture, storage.files, await encodeImage(picture, storage.files, 'seed', changes, 0));
    const [entry] = await readdir(path.join(cacheDir, 'pipeline'));
    if (!entry) throw new Error('The cache kept no entry');
    await unlink(path.join(cacheDir, 'pipeline', entry, '960.webp'));

    const before = await readdir(storedPath(storage, IMAGES_PREFIX));
    expect(await cache.restore(picture, storage.files, changes)).toBeNull();
    expect(await readdir(storedPath(storage, IMAGES_PREFIX))).toEqual(before);
    expect(await readdir(path.join(cacheDir, 'pipeline'))).toEqual([]);
  });
});
