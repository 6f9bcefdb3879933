import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FileStore } from './file-store.ts';
import { FolderFileStore } from './folder-file-store.ts';

/**
 * Where files live: `files`, the store every kept file is in (a folder under DATA_DIR or
 * UPLOADS_DIR, the folder that API instances on several machines share, or a bucket), and
 * `tmpDir`, this instance's own folder for uploads while a request checks them.
 */
export interface Storage {
  files: FileStore;
  tmpDir: string;
}

export const IMAGES_URL_PREFIX = '/uploads/images/';
export const PDFS_URL_PREFIX = '/uploads/pdfs/';

/** A shared folder's temporary folder of an instance that stopped is removed by the next to start after this. */
const STALE_TMP_MS = 24 * 60 * 60 * 1000;

/** The storage of a data folder: its files in `files` when given (a bucket), else in the shared folder or the data folder. */
export function storageIn(dataDir: string, sharedDir?: string, files?: FileStore): Storage {
  return {
    files: files ?? new FolderFileStore(sharedDir ?? dataDir),
    // In a shared folder, each instance has its own.
    tmpDir: sharedDir ? path.join(sharedDir, 'tmp', `${hostname()}-${process.pid}`) : path.join(dataDir, 'tmp'),
  };
}

export async function prepareStorage(storage: Storage): Promise<void> {
  // Temporary uploads of a previous run that stopped mid-request are never needed again.
  await rm(storage.tmpDir, { recursive: true, force: true });
  await removeStaleSiblings(storage.tmpDir);
  await mkdir(storage.tmpDir, { recursive: true });
}

/** The temporary folders that instances sharing the files left a day ago or more. */
async function removeStaleSiblings(tmpDir: string) {
  const parent = path.dirname(tmpDir);
  if (path.basename(parent) !== 'tmp') return;
  for (const name of await readdir(parent).catch(() => [])) {
    const folder = path.join(parent, name);
    const { mtimeMs } = await stat(folder);
    if (Date.now() - mtimeMs > STALE_TMP_MS) await rm(folder, { recursive: true, force: true });
  }
}

/** Removes temporary files of this instance (never the store's). */
export async function removeTempFiles(files: Iterable<string>): Promise<void> {
  await Promise.all([...files].map((file) => rm(file, { force: true })));
}
