import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create, list } from 'tar';
import {
  archiveName,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupManifestSchema,
  MANIFEST_NAME,
  TOP_FOLDERS,
  totalFiles,
} from './backup-format.ts';
import type { BackupSettings } from './backup-settings.ts';
import type { EngineParts } from './engine-parts.ts';
import { missingFiles } from './file-references.ts';
import { postgresParts } from './postgres-parts.ts';
import { sqliteParts } from './sqlite-parts.ts';
import { countFiles, fileDigest, stageFiles, unusedPath } from './staged-files.ts';

/** Tries before a backup gives up because files its database references kept disappearing. */
export const BACKUP_ATTEMPTS = 3;

export interface BackupResult {
  archive: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Copies the database and links the files around it into `staging` (beside the files, on their
 * file system): files first, then the database with the files its rows reference, then the files
 * that appeared meanwhile. A write stores its files before it commits and a delete removes them
 * after, so every file the copied rows reference is staged unless it was deleted in between;
 * those are returned.
 */
async function stageSnapshot(database: EngineParts, filesDir: string, staging: string) {
  await mkdir(staging, { recursive: true });
  const inodes = new Set<string>();
  await stageFiles(filesDir, staging, { copy: false, inodes });
  const createdAt = new Date();
  const referenced = await database.copy(path.join(staging, database.file));
  await stageFiles(filesDir, staging, { copy: true, inodes });
  return { createdAt, missing: missingFiles(referenced, staging) };
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
async function writeArchive(
  staging: string,
  backupDir: string,
  createdAt: Date,
  database: EngineParts,
): Promise<BackupResult> {
  const manifest = BackupManifestSchema.parse({
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    engine: database.engine,
    createdAt: createdAt.toISOString(),
    database: { file: database.file, ...(await fileDigest(path.join(staging, database.file))) },
    files: await countFiles(staging),
  });
  await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  const archive = unusedPath(path.join(backupDir, archiveName(createdAt)), '.tar.gz');
  const partial = path.join(backupDir, `.${path.basename(archive)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    // Synchronous: node-tar's asynchronous packer can stall on hard-linked files and end the
    // process with exit code 0 and half an archive (isaacs/node-tar#460); staged files are links.
    create({ file: partial, cwd: staging, gzip: true, portable: true, strict: true, sync: true }, [
      MANIFEST_NAME,
      database.file,
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
 * Writes one dated archive of the database (DATA_DIR's SQLite file, or DATABASE_URL's PostgreSQL
 * database) and the files (in DATA_DIR, or UPLOADS_DIR) into BACKUP_DIR while the API keeps
 * serving writes: a consistent copy, whose every referenced file is in the archive. A backup that
 * finds referenced files deleted under it starts again, up to BACKUP_ATTEMPTS times. The staging
 * folder is removed whatever happens.
 */
export async function createBackup(settings: BackupSettings, attempts = BACKUP_ATTEMPTS): Promise<BackupResult> {
  const { dataDir, backupDir, databaseUrl } = settings;
  const filesDir = settings.uploadsDir ?? dataDir;
  const database = databaseUrl ? postgresParts(databaseUrl) : sqliteParts(dataDir);
  await database.assertPresent();
  await mkdir(backupDir, { recursive: true });
  let missing: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const staging = path.join(filesDir, `backup-staging-${randomBytes(6).toString('hex')}`);
    try {
      const snapshot = await stageSnapshot(database, filesDir, staging);
      missing = snapshot.missing;
      if (missing.length === 0) return await writeArchive(staging, backupDir, snapshot.createdAt, database);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
  const more = missing.length > 1 ? ` and ${missing.length - 1} more` : '';
  throw new Error(
    `No consistent backup after ${attempts} attempts: the database references ${missing[0]}${more} ` +
      `that were not in ${filesDir} when staged (deleted while the backup ran, or lost before it)`,
  );
}
