import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Where files live under DATA_DIR. Only `uploads/` is served publicly. */
export interface Storage {
  uploadsDir: string;
  imagesDir: string;
  pdfsDir: string;
  cvsDir: string;
  tmpDir: string;
}

export const IMAGES_URL_PREFIX = '/uploads/images/';
export const PDFS_URL_PREFIX = '/uploads/pdfs/';

export function storageIn(dataDir: string): Storage {
  const uploadsDir = path.join(dataDir, 'uploads');
  return {
    uploadsDir,
    imagesDir: path.join(uploadsDir, 'images'),
    pdfsDir: path.join(uploadsDir, 'pdfs'),
    cvsDir: path.join(dataDir, 'private', 'cvs'),
    tmpDir: path.join(dataDir, 'tmp'),
  };
}

export async function prepareStorage(storage: Storage): Promise<void> {
  // Temporary uploads of a previous run that stopped mid-request are never needed again.
  await rm(storage.tmpDir, { recursive: true, force: true });
  for (const dir of [storage.imagesDir, storage.pdfsDir, storage.cvsDir, storage.tmpDir]) {
    await mkdir(dir, { recursive: true });
  }
}

export async function removeFiles(files: Iterable<string>): Promise<void> {
  await Promise.all([...files].map((file) => rm(file, { force: true })));
}
