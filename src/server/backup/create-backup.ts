import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create, list } from 'tar';
import type { FileStore } from '../uploads/file-store.ts';
import { S3FileStore } from '../uploads/s3-file-store.ts';
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
import { archiveAddress, keepArchive } from './kept-archives.ts';
import { postgresParts } from './postgres-parts.ts';
import { sqliteParts } from './sqlite-parts.ts';
import { countFiles, fileDigest, stageFiles, unusedPath } from './staged-files.ts';
import { stageStoreFiles } from './staged-store-files.ts';

/** Tries before a backup gives up because files its database references kept disappearing. */
export const BACKUP_ATTEMPTS = 3;

export interface BackupResult {
  /** Where the archive is kept: its path in BACKUP_DIR, or its address in the bucket. */
  archive: string;
  bytes: number;
  manifest: BackupManifest;
  /** With a bucket and `keepLocal`, the copy left in BACKUP_DIR. */
  localCopy?: string | undefined;
}

export interface BackupOptions {
  attempts?: number;
  /** With a bucket, leave a copy of the archive in BACKUP_DIR too. */
  keepLocal?: boolean;
}

/** Where a backup's files come from, staged before and after the database is copied. */
interface FileSource {
  /** The files' place, for messages: a folder, or `s3://bucket/prefix`. */
  location: string;
  /** Where the staging folder is made: beside a folder's files, to link them, or in BACKUP_DIR. */
  stagingParent: string;
  stage(staging: string, afterCopy: boolean): Promise<void>;
}

/** The files of DATA_DIR or UPLOADS_DIR, linked (staged-files.ts), or a bucket's, read (staged-store-files.ts). */
function fileSource(settings: BackupSettings, store: FileStore | undefined): FileSource {
  if (store) {
    return { location: store.location, stagingParent: settings.backupDir, stage: (to) => stageStoreFiles(store, to) };
  }
  const filesDir = settings.uploadsDir ?? settings.dataDir;
  const inodes = new Set<string>();
  return {
    location: filesDir,
    stagingParent: filesDir,
    stage: (to, afterCopy) => stageFiles(filesDir, to, { copy: afterCopy, inodes }),
  };
}

/**
 * Copies the database and stages the files around it into `staging`: files first, then the
 * database with the files its rows reference, then the files that appeared meanwhile. A write
 * stores its files before it commits and a delete removes them after, so every file the copied
 * rows reference is staged unless it was deleted in between; those are returned. Files staged by
 * an earlier attempt stay: a key names the same file for good.
 */
async function stageSnapshot(database: EngineParts, source: FileSource, staging: string) {
  await mkdir(staging, { recursive: true });
  await source.stage(staging, false);
  const createdAt = new Date();
  const copy = path.join(staging, database.file);
  await rm(copy, { force: true });
  const referenced = await database.copy(copy);
  await source.stage(staging, true);
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
 * Writes one dated archive of the database and the files into BACKUP_DIR, a consistent copy whose
 * every referenced file is in the archive, starting again up to `attempts` times while it finds
 * referenced files deleted under it. The staging folder is removed whatever happens.
 */
async function writeConsistentArchive(
  database: EngineParts,
  source: FileSource,
  backupDir: string,
  attempts: number,
): Promise<BackupResult> {
  const staging = path.join(source.stagingParent, `backup-staging-${randomBytes(6).toString('hex')}`);
  let missing: string[] = [];
  try {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const snapshot = await stageSnapshot(database, source, staging);
      missing = snapshot.missing;
      if (missing.length === 0) return await writeArchive(staging, backupDir, snapshot.createdAt, database);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const more = missing.length > 1 ? ` and ${missing.length - 1} more` : '';
  throw new Error(
    `No consistent backup after ${attempts} attempts: the database references ${missing[0]}${more} ` +
      `that were not in ${source.location} when staged (deleted while the backup ran, or lost before it)`,
  );
}

/**
 * Writes one dated archive of the database (DATA_DIR's SQLite file, or DATABASE_URL's PostgreSQL
 * database) and the files (in DATA_DIR, UPLOADS_DIR or the bucket) while the API keeps serving
 * writes: a consistent copy, whose every referenced file is in the archive. Without a bucket the
 * archive stays in BACKUP_DIR; with one it is uploaded to the bucket's `private/backups/`, checked
 * read back, and removed from BACKUP_DIR unless `keepLocal`; an upload that fails leaves it there.
 */
export async function createBackup(settings: BackupSettings, options: BackupOptions = {}): Promise<BackupResult> {
  const { dataDir, backupDir, databaseUrl, s3 } = settings;
  const database = databaseUrl ? postgresParts(databaseUrl) : sqliteParts(dataDir);
  await database.assertPresent();
  await mkdir(backupDir, { recursive: true });
  const store = s3 && new S3FileStore(s3);
  const written = await writeConsistentArchive(
    database,
    fileSource(settings, store),
    backupDir,
    options.attempts ?? BACKUP_ATTEMPTS,
  );
  if (!s3 || !store) return written;
  let name: string;
  try {
    name = await keepArchive(store, written.archive);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}; the archive is in ${written.archive}, not in the bucket`, { cause: error });
  }
  if (!options.keepLocal) await rm(written.archive);
  return { ...written, archive: archiveAddress(s3, name), localCopy: options.keepLocal ? written.archive : undefined };
}
