import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { allFiles, contentTypeOf, type FileStore } from '../uploads/file-store.ts';
import { FILE_FOLDERS } from './backup-format.ts';
import { isBackedUpKey, STORE_FILES_AT_ONCE, stageStoreFile } from './staged-store-files.ts';

export interface StoreRestore {
  /** Files of the backup written into the bucket; the others were there already. */
  written: number;
  /** Files of the bucket the backup does not hold, moved into the folder of the replaced data. */
  keptAside: number;
}

/** The files under `staging`, by key, with their sizes. */
async function stagedFiles(staging: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for (const folder of FILE_FOLDERS) {
    const entries = await readdir(path.join(staging, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile())
        files.set(`${folder}/${entry.name}`, (await stat(path.join(staging, folder, entry.name))).size);
    }
  }
  return files;
}

/** The product's files in `store` (server-made names in the file folders), by key, with their sizes. */
async function storedFiles(store: FileStore): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for await (const { key, bytes } of allFiles(store)) if (isBackedUpKey(key)) files.set(key, bytes);
  return files;
}

/** Runs `work` on every item, STORE_FILES_AT_ONCE at a time. */
async function inBatches<T>(items: Iterable<T>, work: (item: T) => Promise<unknown>): Promise<void> {
  const all = [...items];
  for (let start = 0; start < all.length; start += STORE_FILES_AT_ONCE) {
    await Promise.all(all.slice(start, start + STORE_FILES_AT_ONCE).map(work));
  }
}

/**
 * Puts the files of a checked backup (under `staging`) into `store`, a bucket, around
 * `replaceDatabase`, so that no restored row names a file the bucket lacks and nothing replaced is lost:
 * 1. the files the bucket lacks are written, then listed again: each must be there with its size.
 *    A file of the same key and size is the same file (keys are server-made and written once); one
 *    of another size is kept aside (3), then written over;
 * 2. the bucket's files that the backup does not hold, the replaced data's, are read into the
 *    folder `keepFolder()` answers (the same one each call), at their keys as in a data folder;
 * 3. `replaceDatabase()`, then those files are removed from the bucket.
 * Objects with other names than the product's are left alone. When a step before the database's
 * fails, the database and the bucket's files are as they were, beside copies that no row names,
 * which the daily sweep removes.
 */
export async function restoreIntoStore(
  staging: string,
  store: FileStore,
  { replaceDatabase, keepFolder }: { replaceDatabase: () => Promise<void>; keepFolder: () => Promise<string> },
): Promise<StoreRestore> {
  const keepAside = async (key: string) => stageStoreFile(store, key, await keepFolder());
  const backedUp = await stagedFiles(staging);
  const before = await storedFiles(store);
  const toWrite = [...backedUp].filter(([key, bytes]) => before.get(key) !== bytes);
  await inBatches(toWrite, async ([key]) => {
    if (before.has(key)) await keepAside(key);
    await store.write(key, createReadStream(path.join(staging, key)), contentTypeOf(key) ?? 'application/octet-stream');
  });
  const after = await storedFiles(store);
  for (const [key, bytes] of backedUp) {
    const found = after.get(key);
    if (found !== bytes) {
      throw new Error(`${key} is in ${store.location} with ${found ?? 'no'} bytes of its ${bytes} once written`);
    }
  }
  const replaced = [...after.keys()].filter((key) => !backedUp.has(key));
  await inBatches(replaced, keepAside);
  await replaceDatabase();
  await store.remove(replaced);
  return { written: toWrite.length, keptAside: replaced.length };
}
