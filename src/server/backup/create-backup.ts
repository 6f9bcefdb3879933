import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { create, list } from 'tar';
import {
  archiveName,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_NAME,
  MANIFEST_NAME,
  TOP_FOLDERS,
  totalFiles,
} from './backup-format.ts';
import type { BackupSettings } from './backup-settings.ts';
import { missingFiles } from './file-references.ts';
import { countFiles, fileDigest, stageFiles, unusedPath } from './staged-files.ts';

/** Tries before a backup gives up because files its database references kept disappearing. */
export const BACKUP_ATTEMPTS = 3;
/** Pages per backup step: all at once, so that the API's writes cannot restart the copy midway. */
const ALL_PAGES = 2 ** 31 - 1;
const BUSY_TIMEOUT_MS = 5000;

export interface BackupResult {
  archive: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Copies the database online and links the files around it into `staging` (inside DATA_DIR, on
 * its file system): files first, then the database, then the files that appeared meanwhile.
 * A write stores its files before it commits and a delete removes them after, so every file the
 * copied rows reference is staged unless it was deleted in between; those are returned.
 */
async function stageSnapshot(dataDir: string, staging: string) {
  await mkdir(staging);
  const inodes = new Set<string>();
  await stageFiles(dataDir, staging, { copy: false, inodes });
  const createdAt = new Date();
  const source = new DatabaseSync(path.join(dataDir, DATABASE_NAME), { timeout: BUSY_TIMEOUT_MS });
  try {
    await backup(source, path.join(staging, DATABASE_NAME), { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  await stageFiles(dataDir, staging, { copy: true, inodes });
  const copy = new DatabaseSync(path.join(staging, DATABASE_NAME));
  try {
    // One self-contained file: the copy inherits WAL mode, which the API sets again when it opens it.
    copy.exec('PRAGMA journal_mode = DELETE');
    return { createdAt, missing: missingFiles(copy, staging) };
  } finally {
    copy.close();
  }
}

/** Reads a written archive back: it must hold the manifest, the database and every staged file, as plain files. */
async function assertWhole(archive: string, manifest: BackupManifest) {
  let files = 0;
  await list({
    file: archive,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.type === 'File') files += 1;
    },
  });
  const expected = totalFiles(manifest) + 2;
  if (files !== expected) throw new Error(`The archive written holds ${files} files instead of ${expected}`);
}

/** Writes the manifest and the archive, under a temporary name renamed into place once complete. */
async function writeArchive(staging: string, backupDir: string, createdAt: Date): Promise<BackupResult> {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    database: { file: DATABASE_NAME, ...(await fileDigest(path.join(staging, DATABASE_NAME))) },
    files: await countFiles(staging),
  };
  await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  const archive = unusedPath(path.join(backupDir, archiveName(createdAt)), '.tar.gz');
  const partial = path.join(backupDir, `.${path.basename(archive)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    // Synchronous: node-tar's asynchronous packer can stall on hard-linked files and end the
    // process with exit code 0 and half an archive (isaacs/node-tar#460); staged files are links.
    create({ file: partial, cwd: staging, gzip: true, portable: true, strict: true, sync: true }, [
      MANIFEST_NAME,
      DATABASE_NAME,
      ...TOP_FOLDERS,
    ]);
    await assertWhole(partial, manifest);
    const written = await open(partial, 'r');
    await written.sync().finally(() => written.close());
    await rename(partial, archive);
  } finally {
    await rm(partial, { force: true });
  }
  return { archive, bytes: (await stat(archive)).size, manifest };
}

/**
 * Writes one dated archive of DATA_DIR's database and files into BACKUP_DIR while the API keeps
 * serving writes: a consistent copy, whose every referenced file is in the archive. A backup that
 * finds referenced files deleted under it starts again, up to BACKUP_ATTEMPTS times. The staging
 * folder is removed whatever happens.
 */
export async function createBackup(settings: BackupSettings, attempts = BACKUP_ATTEMPTS): Promise<BackupResult> {
  const { dataDir, backupDir } = settings;
  if (!existsSync(path.join(dataDir, DATABASE_NAME))) {
    throw new Error(`There is no database in ${dataDir} (${DATABASE_NAME}): is DATA_DIR right?`);
  }
  await mkdir(backupDir, { recursive: true });
  let missing: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const staging = path.join(dataDir, `backup-staging-${randomBytes(6).toString('hex')}`);
    try {
      const snapshot = await stageSnapshot(dataDir, staging);
      missing = snapshot.missing;
      if (missing.length === 0) return await writeArchive(staging, backupDir, snapshot.createdAt);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
  const more = missing.length > 1 ? ` and ${missing.length - 1} more` : '';
  throw new Error(
    `No consistent backup after ${attempts} attempts: the database references ${missing[0]}${more} ` +
      `that were not in ${dataDir} when staged (deleted while the backup ran, or lost before it)`,
  );
}
