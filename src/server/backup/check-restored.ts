import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrationProvider } from '../db/migrations.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupManifestSchema,
  DATABASE_NAME,
  FILE_FOLDERS,
  MANIFEST_NAME,
} from './backup-format.ts';
import { missingFiles } from './file-references.ts';
import { RestoreRefused } from './restore-refused.ts';
import { countFiles, fileDigest } from './staged-files.ts';

async function readManifest(staging: string): Promise<BackupManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(staging, MANIFEST_NAME), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new RestoreRefused(`no ${MANIFEST_NAME} at its root: not a backup of this product`);
    }
    throw new RestoreRefused(`its ${MANIFEST_NAME} is not JSON`);
  }
  const head = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (head.format !== BACKUP_FORMAT) {
    throw new RestoreRefused(`its manifest names the format ${JSON.stringify(head.format)}, not ${BACKUP_FORMAT}`);
  }
  if (head.version !== BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(
      `it is of format version ${JSON.stringify(head.version)}; this code restores version ${BACKUP_FORMAT_VERSION}`,
    );
  }
  const parsed = BackupManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new RestoreRefused(`its manifest is invalid (${issue?.path.join('.')}: ${issue?.message})`);
  }
  return parsed.data;
}

/** Migrations the database has run that this code does not know: it was made by a newer version. */
async function unknownMigrations(database: DatabaseSync): Promise<string[]> {
  const table = database
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
    .get();
  if (!table) return [];
  const known = new Set(Object.keys(await migrationProvider('sqlite').getMigrations()));
  const applied = database
    .prepare('SELECT name FROM kysely_migration')
    .all()
    .map((row) => String(row.name));
  return applied.filter((name) => !known.has(name));
}

async function checkDatabase(file: string, staging: string): Promise<void> {
  let database: DatabaseSync | undefined;
  try {
    database = new DatabaseSync(file, { readOnly: true });
    const answers = database
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => String(Object.values(row)[0]));
    if (answers.join('\n') !== 'ok') throw new RestoreRefused(`the database fails its integrity check (${answers[0]})`);
    const unknown = await unknownMigrations(database);
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `the database has migrations this code does not know (${unknown.join(', ')}): restore it with the version that made it`,
      );
    }
    const missing = missingFiles(database, staging);
    if (missing.length > 0) {
      throw new RestoreRefused(`the database references ${missing.length} files the archive lacks (${missing[0]}…)`);
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`the database cannot be read (${error instanceof Error ? error.message : error})`);
  } finally {
    database?.close();
  }
}

/**
 * Checks an extracted backup before anything of DATA_DIR is touched: our manifest in our format and
 * version, the database's checksum and size, the file counts, `PRAGMA integrity_check`, migrations
 * this code knows, and every file the rows reference. Throws RestoreRefused with the first problem.
 */
export async function checkRestoredData(staging: string): Promise<BackupManifest> {
  const manifest = await readManifest(staging);
  const database = path.join(staging, DATABASE_NAME);
  const digest = await fileDigest(database).catch(() => null);
  if (!digest) throw new RestoreRefused(`the archive holds no ${DATABASE_NAME}`);
  if (digest.sha256 !== manifest.database.sha256 || digest.bytes !== manifest.database.bytes) {
    throw new RestoreRefused('the database does not match the checksum in its manifest: damaged or altered');
  }
  const counts = await countFiles(staging);
  for (const folder of FILE_FOLDERS) {
    if (counts[folder] !== manifest.files[folder]) {
      throw new RestoreRefused(`${folder} holds ${counts[folder]} files; the manifest says ${manifest.files[folder]}`);
    }
  }
  await checkDatabase(database, staging);
  return manifest;
}
