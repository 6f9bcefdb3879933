import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { allFiles, type FileStore } from '../uploads/file-store.ts';
import { entryRefusal } from './archive-entries.ts';
import { FILE_FOLDERS } from './backup-format.ts';

/** Files read from a bucket at once: each costs a request of some milliseconds, so a few overlap. */
export const STORE_FILES_AT_ONCE = 8;

/** Whether a backup holds `key`: a server-made name in a file folder (archive-entries.ts). */
export const isBackedUpKey = (key: string) => entryRefusal(key, 'File') === null;

/** Reads `key` of `store` into `target`, a new file, whole or not at all; false when it has gone since it was listed. */
async function readInto(store: FileStore, key: string, target: string): Promise<boolean> {
  const file = await store.read(key);
  if (!file) return false;
  const output = createWriteStream(target, { flags: 'wx' });
  try {
    await pipeline(file.body, output);
    if (output.bytesWritten !== file.bytes) {
      throw new Error(`${key} came short from ${store.location} (${output.bytesWritten} of ${file.bytes} bytes)`);
    }
  } catch (error) {
    // A file that was there already (EEXIST) is not this read's to remove.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(target, { force: true });
    throw error;
  }
  return true;
}

/**
 * Puts every file of `store` (a bucket) into the same folders under `staging`, read whole. An
 * object is listed only once it is complete and a key names the same bytes for good, so a file
 * read before the database is copied is the one its rows name, and a file already staged is kept.
 * Files deleted since they were listed are skipped, and so are objects a restore would refuse (not
 * a server-made name in a file folder: none of the product's). Throws when a file is read short.
 */
export async function stageStoreFiles(store: FileStore, staging: string): Promise<void> {
  for (const folder of FILE_FOLDERS) await mkdir(path.join(staging, folder), { recursive: true });
  const batch: Promise<unknown>[] = [];
  for await (const { key } of allFiles(store)) {
    if (!isBackedUpKey(key) || existsSync(path.join(staging, key))) continue;
    batch.push(readInto(store, key, path.join(staging, key)));
    if (batch.length >= STORE_FILES_AT_ONCE) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
}

/** The same as stageStoreFiles for one key, for a restore's copy of what it replaces; false when there is none. */
export async function stageStoreFile(store: FileStore, key: string, root: string): Promise<boolean> {
  if (!isBackedUpKey(key)) throw new Error(`Not a key a backup holds: ${JSON.stringify(key)}`);
  const target = path.join(root, key);
  await mkdir(path.dirname(target), { recursive: true });
  return readInto(store, key, target);
}
