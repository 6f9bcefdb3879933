import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type BackupManifest, DATABASE_NAME, FILE_FOLDERS, fileStamp, TOP_FOLDERS } from './backup-format.ts';
import { checkRestoredData } from './check-restored.ts';
import { extractArchive } from './extract-archive.ts';
import { unusedPath } from './staged-files.ts';

/**
 * The publisher's state in DATA_DIR (src/publisher/env.ts): its page index, which also records
 * the code version of its last full publish. Without it, its next start publishes the whole site.
 */
const PUBLISHER_STATE = 'publisher';

/** What a restore moves aside: the database with its WAL, the files, and the publisher's memory of them. */
const REPLACED = [DATABASE_NAME, `${DATABASE_NAME}-wal`, `${DATABASE_NAME}-shm`, ...TOP_FOLDERS, PUBLISHER_STATE];

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that the restore replaced was kept; null if DATA_DIR held none. */
  replacedDir: string | null;
}

async function syncFile(file: string) {
  const handle = await open(file, 'r');
  await handle.sync().finally(() => handle.close());
}

/** Moves DATA_DIR's current data into a dated folder inside it, then the checked backup into place. */
async function swapIn(staging: string, dataDir: string): Promise<string | null> {
  await syncFile(path.join(staging, DATABASE_NAME));
  const present = REPLACED.filter((name) => existsSync(path.join(dataDir, name)));
  const replacedDir =
    present.length > 0 ? unusedPath(path.join(dataDir, `replaced-by-restore-${fileStamp(new Date())}`)) : null;
  try {
    if (replacedDir) {
      await mkdir(replacedDir);
      for (const name of present) await rename(path.join(dataDir, name), path.join(replacedDir, name));
    }
    for (const name of [DATABASE_NAME, ...TOP_FOLDERS]) {
      if (existsSync(path.join(staging, name))) await rename(path.join(staging, name), path.join(dataDir, name));
    }
    for (const folder of FILE_FOLDERS) await mkdir(path.join(dataDir, folder), { recursive: true });
  } catch (error) {
    const kept = replacedDir ? `; the data it was replacing is in ${replacedDir}` : '';
    throw new Error(`${error instanceof Error ? error.message : error} while moving the backup into place${kept}`);
  }
  return replacedDir;
}

/**
 * Puts a backup archive back into DATA_DIR, with the API and the publisher stopped. The archive is
 * extracted into a staging folder inside DATA_DIR and checked whole (check-restored.ts); a refusal
 * (RestoreRefused) removes the staging folder and leaves DATA_DIR as it was. Only then is the
 * current data moved aside and the backup moved in; `secrets/` stays. The publisher's state goes
 * with the replaced data, so that its next start publishes the whole site from the restored data.
 */
export async function restoreBackup({
  dataDir,
  archive,
}: {
  dataDir: string;
  archive: string;
}): Promise<RestoreResult> {
  const created = await mkdir(dataDir, { recursive: true });
  const staging = path.join(dataDir, `restore-staging-${randomBytes(6).toString('hex')}`);
  let manifest: BackupManifest;
  try {
    await mkdir(staging);
    await extractArchive(path.resolve(archive), staging);
    manifest = await checkRestoredData(staging);
  } catch (error) {
    await rm(created ?? staging, { recursive: true, force: true });
    throw error;
  }
  try {
    return { manifest, replacedDir: await swapIn(staging, dataDir) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
