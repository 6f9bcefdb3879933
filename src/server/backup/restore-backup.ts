import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { type BackupManifest, FILE_FOLDERS, fileStamp, TOP_FOLDERS } from './backup-format.ts';
import { checkArchive } from './check-restored.ts';
import type { EngineParts } from './engine-parts.ts';
import { extractArchive } from './extract-archive.ts';
import { postgresParts } from './postgres-parts.ts';
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
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that the restore replaced was kept: a folder in DATA_DIR, and one beside the files if elsewhere. */
  replacedDirs: string[];
}

/**
 * The dated folders a restore moves the replaced data into, one in each folder it replaces data
 * in (DATA_DIR, UPLOADS_DIR), so that every move is a rename on one file system. Made when needed.
 */
function replacedFolders() {
  const name = `replaced-by-restore-${fileStamp(new Date())}`;
  const folders = new Map<string, string>();
  return {
    async in(root: string): Promise<string> {
      let folder = folders.get(root);
      if (!folder) {
        folder = unusedPath(path.join(root, name));
        await mkdir(folder);
        folders.set(root, folder);
      }
      return folder;
    },
    async moveAside(root: string, entry: string) {
      const from = path.join(root, entry);
      if (existsSync(from)) await rename(from, path.join(await this.in(root), entry));
    },
    /** The folders holding something; empty ones (a replace that failed and kept nothing) are removed. */
    async kept(): Promise<string[]> {
      for (const folder of folders.values()) if ((await readdir(folder)).length === 0) await rmdir(folder);
      return [...folders.values()].filter((folder) => existsSync(folder));
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
    throw new Error(`${error instanceof Error ? error.message : error} while putting the backup in place${where}`);
  }
  return replaced.kept();
}

/**
 * Puts a backup archive back, with the API and the publisher stopped: the database (DATA_DIR's
 * SQLite file, or DATABASE_URL's PostgreSQL database) and the files (in DATA_DIR or UPLOADS_DIR).
 * The archive is extracted into a staging folder beside the files and checked whole (check-restored.ts,
 * EngineParts.check); a refusal (RestoreRefused) removes the staging folder and changes nothing.
 * Only then is the current data moved aside (the database first) and the backup moved in;
 * `secrets/` stays. The publisher's state goes with the replaced data, so that its next start
 * publishes the whole site from the restored data.
 */
export async function restoreBackup(settings: RestoreSettings & { archive: string }): Promise<RestoreResult> {
  const { dataDir, databaseUrl, archive } = settings;
  const filesDir = settings.uploadsDir ?? dataDir;
  const database = databaseUrl ? postgresParts(databaseUrl) : sqliteParts(dataDir);
  const created = [await mkdir(dataDir, { recursive: true }), await mkdir(filesDir, { recursive: true })];
  const staging = path.join(filesDir, `restore-staging-${randomBytes(6).toString('hex')}`);
  let manifest: BackupManifest;
  try {
    await mkdir(staging);
    await extractArchive(path.resolve(archive), staging);
    manifest = await checkArchive(staging, database.engine);
    await database.check(path.join(staging, manifest.database.file), staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    for (const folder of created) if (folder) await rm(folder, { recursive: true, force: true });
    throw error;
  }
  try {
    return { manifest, replacedDirs: await swapIn(staging, manifest, database, settings) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
