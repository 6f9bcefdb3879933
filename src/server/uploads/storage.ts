import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Where files live: under DATA_DIR, or under UPLOADS_DIR, the folder that API instances on
 * several machines share. Only `uploads/` is served publicly.
 */
export interface Storage {
  uploadsDir: string;
  imagesDir: string;
  pdfsDir: string;
  cvsDir: string;
  tmpDir: string;
}

export const IMAGES_URL_PREFIX = '/uploads/images/';
export const PDFS_URL_PREFIX = '/uploads/pdfs/';

/** A shared folder's temporary folder of an instance that stopped is removed by the next to start after this. */
const STALE_TMP_MS = 24 * 60 * 60 * 1000;

export function storageIn(dataDir: string, sharedDir?: string): Storage {
  const filesDir = sharedDir ?? dataDir;
  const uploadsDir = path.join(filesDir, 'uploads');
  return {
    uploadsDir,
    imagesDir: path.join(uploadsDir, 'images'),
    pdfsDir: path.join(uploadsDir, 'pdfs'),
    cvsDir: path.join(filesDir, 'private', 'cvs'),
    // Uploads arrive here and are renamed into place, so it is on the files' disk; in a shared
    // folder, each instance has its own.
    tmpDir: sharedDir ? path.join(sharedDir, 'tmp', `${hostname()}-${process.pid}`) : path.join(dataDir, 'tmp'),
  };
}

export async function prepareStorage(storage: Storage): Promise<void> {
  // Temporary uploads of a previous run that stopped mid-request are never needed again.
  await rm(storage.tmpDir, { recursive: true, force: true });
  await removeStaleSiblings(storage.tmpDir);
  for (const dir of [storage.imagesDir, storage.pdfsDir, storage.cvsDir, storage.tmpDir]) {
    await mkdir(dir, { recursive: true });
  }
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

export async function removeFiles(files: Iterable<string>): Promise<void> {
  await Promise.all([...files].map((file) => rm(file, { force: true })));
}
