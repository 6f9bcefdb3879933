import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../uploads/file-store.ts';
import { S3FileStore } from '../uploads/s3-file-store.ts';
import type { S3Settings } from '../uploads/s3-settings.ts';
import { type BackupManifest, FILE_FOLDERS, fileStamp, TOP_FOLDERS } from './backup-format.ts';
import { checkArchive } from './check-restored.ts';
import type { EngineParts } from './engine-parts.ts';
import { extractArchive } from './extract-archive.ts';
import { archiveAddress, fetchArchive } from './kept-archives.ts';
import { postgresParts } from './postgres-parts.ts';
import { restoreIntoStore, type StoreRestore } from './restore-into-store.ts';
import { RestoreRefused } from './restore-refused.ts';
import { sqliteParts } from './sqlite-parts.ts';
import { unusedPath } from './staged-files.ts';

/**
 * The publisher's state in DATA_DIR (src/publisher/env.ts): its page index, which also records
 * the code version of its last full publish. Without it, its next start publishes the whole site.
 */
const PUBLISHER_STATE = 'publisher';

export interface RestoreSettings {
  dataDir: string;
  /** Where the files live when not in DATA_DIR (UPLOADS_DIR). */
  uploadsDir?: string | undefined;
  /** The PostgreSQL database to restore into (DATABASE_URL); without it, DATA_DIR's SQLite file. */
  databaseUrl?: string | undefined;
  /** The bucket that keeps the files and the archives (S3_*), instead of DATA_DIR or UPLOADS_DIR. */
  s3?: S3Settings | undefined;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that the restore replaced was kept: a folder in DATA_DIR, and one beside the files if elsewhere. */
  replacedDirs: string[];
  /** With a bucket, what the restore wrote into it and moved out of it. */
  bucket?: StoreRestore | undefined;
}

/** What failed, to be followed by where: a message without its closing full stop. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');

/**
 * The dated folders a restore moves the replaced data into, one in each folder it replaces data
 * in (DATA_DIR, UPLOADS_DIR), so that every move is a rename on one file system. Made when first
 * needed, once however many moves ask for it at the same time.
 */
function replacedFolders() {
  const name = `replaced-by-restore-${fileStamp(new Date())}`;
  const folders = new Map<string, Promise<string>>();
  const make = async (root: string) => {
    const folder = unusedPath(path.join(root, name));
    await mkdir(folder);
    return folder;
  };
  return {
    in(root: string): Promise<string> {
      const folder = folders.get(root) ?? make(root);
      folders.set(root, folder);
      return folder;
    },
    async moveAside(root: string, entry: string) {
      const from = path.join(root, entry);
      if (existsSync(from)) await rename(from, path.join(await this.in(root), entry));
    },
    /** The folders holding something; empty ones (a replace that failed and kept nothing) are removed. */
    async kept(): Promise<string[]> {
      const made = (await Promise.allSettled(folders.values())).flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      for (const folder of made) if ((await readdir(folder)).length === 0) await rmdir(folder);
      return made.filter((folder) => existsSync(folder));
    },
  };
}

/** Puts the checked database in place, then moves the current files aside and the backup's in. */
async function swapIn(staging: string, manifest: BackupManifest, database: EngineParts, settings: RestoreSettings) {
  const { dataDir } = settings;
  const filesDir = settings.uploadsDir ?? dataDir;
  const replaced = replacedFolders();
  try {
    await database.replace(path.join(staging, manifest.database.file), () => replaced.in(dataDir));
    for (const name of TOP_FOLDERS) {
      await replaced.moveAside(filesDir, name);
      if (existsSync(path.join(staging, name))) await rename(path.join(staging, name), path.join(filesDir, name));
    }
    for (const folder of FILE_FOLDERS) await mkdir(path.join(filesDir, folder), { recursive: true });
    await replaced.moveAside(dataDir, PUBLISHER_STATE);
  } catch (error) {
    const kept = await replaced.kept();
    const where = kept.length > 0 ? `; the data it was replacing is in ${kept.join(' and ')}` : '';
    throw new Error(`${reasonOf(error)} while putting the backup in place${where}`);
  }
  return replaced.kept();
}

/**
 * Puts the files into the bucket and the checked database in place (restore-into-store.ts): the
 * replaced database and the bucket's files the backup lacks go into a folder in DATA_DIR.
 */
async function swapIntoStore(
  staging: string,
  manifest: BackupManifest,
  database: EngineParts,
  store: FileStore,
  dataDir: string,
) {
  const replaced = replacedFolders();
  const keepFolder = () => replaced.in(dataDir);
  try {
    const bucket = await restoreIntoStore(staging, store, {
      replaceDatabase: () => database.replace(path.join(staging, manifest.database.file), keepFolder),
      keepFolder,
    });
    await replaced.moveAside(dataDir, PUBLISHER_STATE);
    return { bucket, replacedDirs: await replaced.kept() };
  } catch (error) {
    const kept = await replaced.kept();
    const where = kept.length > 0 ? `; the data it was replacing is in ${kept.join(' and ')}` : '';
    throw new Error(`${reasonOf(error)} while putting the backup in place${where}`);
  }
}

/**
 * The archive to restore: `archive` if there is such a file; else, with a bucket, the archive of
 * that name in it, downloaded to `download`. RestoreRefused when there is neither.
 */
async function archiveFile(
  archive: string,
  store: FileStore | undefined,
  s3: S3Settings | undefined,
  download: string,
) {
  if (!store || !s3 || existsSync(archive)) return path.resolve(archive);
  if (await fetchArchive(store, archive, download)) return download;
  const name = path.posix.basename(archive);
  throw new RestoreRefused(
    `there is no file ${archive}, and no backup ${archiveAddress(s3, name)} (npm run restore -- --list names the bucket's)`,
  );
}

/**
 * Puts a backup archive back, with the API and the publisher stopped: the database (DATA_DIR's
 * SQLite file, or DATABASE_URL's PostgreSQL database) and the files (in DATA_DIR, UPLOADS_DIR or
 * the bucket). With a bucket, the archive may be the name of one kept there. The archive is
 * extracted into a staging folder beside the files (in DATA_DIR with a bucket) and checked whole
 * (check-restored.ts, EngineParts.check); a refusal (RestoreRefused) removes the staging folder and
 * changes nothing. Only then is the current data moved aside and the backup moved in: in folders
 * the database first, with a bucket the files first (restore-into-store.ts); `secrets/` stays. The
 * publisher's state goes with the replaced data, so that its next start publishes the whole site
 * from the restored data.
 */
export async function restoreBackup(settings: RestoreSettings & { archive: string }): Promise<RestoreResult> {
  const { dataDir, databaseUrl, archive, s3 } = settings;
  const store = s3 && new S3FileStore(s3);
  const filesDir = store ? dataDir : (settings.uploadsDir ?? dataDir);
  const database = databaseUrl ? postgresParts(databaseUrl) : sqliteParts(dataDir);
  const created = [await mkdir(dataDir, { recursive: true }), await mkdir(filesDir, { recursive: true })];
  const staging = path.join(filesDir, `restore-staging-${randomBytes(6).toString('hex')}`);
  const download = `${staging}.tar.gz`;
  let manifest: BackupManifest;
  try {
    try {
      await mkdir(staging);
      await extractArchive(await archiveFile(archive, store, s3, download), staging);
      manifest = await checkArchive(staging, database.engine);
      await database.check(path.join(staging, manifest.database.file), staging);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      for (const folder of created) if (folder) await rm(folder, { recursive: true, force: true });
      throw error;
    }
    if (store) return { manifest, ...(await swapIntoStore(staging, manifest, database, store, dataDir)) };
    return { manifest, replacedDirs: await swapIn(staging, manifest, database, settings) };
  } finally {
    await rm(download, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
