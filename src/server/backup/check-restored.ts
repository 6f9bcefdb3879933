import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Engine } from '../db/migrations/dialects.ts';
import { migrationProvider } from '../db/migrations.ts';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  BackupManifestSchema,
  FILE_FOLDERS,
  MANIFEST_NAME,
  READABLE_VERSIONS,
  readableManifest,
} from './backup-format.ts';
import { missingFiles, referencedFiles } from './file-references.ts';
import { RestoreRefused } from './restore-refused.ts';
import { countFiles, fileDigest } from './staged-files.ts';

/** How a manifest's engine is named in a refusal, with the setting that restores it. */
const ENGINE_SETTINGS: Record<Engine, string> = {
  sqlite: 'of the SQLite file, which is restored without DATABASE_URL',
  postgres: 'of a PostgreSQL database, which is restored with DATABASE_URL set',
};

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
  if (!READABLE_VERSIONS.includes(head.version)) {
    throw new RestoreRefused(
      `it is of format version ${JSON.stringify(head.version)}; this code restores versions ${READABLE_VERSIONS.join(' and ')}`,
    );
  }
  const parsed = BackupManifestSchema.safeParse(readableManifest(head));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new RestoreRefused(`its manifest is invalid (${issue?.path.join('.')}: ${issue?.message})`);
  }
  return parsed.data;
}

/**
 * Checks an extracted backup before anything is touched: our manifest in a format version this
 * code reads, a backup of `engine` (the engine of the settings), the database's checksum and size,
 * and the file counts. The database itself is the engine's to check (EngineParts.check), with
 * checkRestoredRows. Throws RestoreRefused with the first problem.
 */
export async function checkArchive(staging: string, engine: Engine): Promise<BackupManifest> {
  const manifest = await readManifest(staging);
  if (manifest.engine !== engine) {
    throw new RestoreRefused(
      `it is a backup ${ENGINE_SETTINGS[manifest.engine]}; this restore was set up for one ${ENGINE_SETTINGS[engine]}`,
    );
  }
  const digest = await fileDigest(path.join(staging, manifest.database.file)).catch(() => null);
  if (!digest) throw new RestoreRefused(`the archive holds no ${manifest.database.file}`);
  if (digest.sha256 !== manifest.database.sha256 || digest.bytes !== manifest.database.bytes) {
    throw new RestoreRefused('the database does not match the checksum in its manifest: damaged or altered');
  }
  const counts = await countFiles(staging);
  for (const folder of FILE_FOLDERS) {
    if (counts[folder] !== manifest.files[folder]) {
      throw new RestoreRefused(`${folder} holds ${counts[folder]} files; the manifest says ${manifest.files[folder]}`);
    }
  }
  return manifest;
}

/**
 * Refuses restored rows that this code cannot serve: `applied` migrations it does not know (a
 * database of a newer version), or `referenced` files that are not under `root`, the staging folder.
 */
export async function checkRestoredRows(
  { applied, referenced }: { applied: string[]; referenced: string[] },
  root: string,
  engine: Engine,
): Promise<void> {
  const known = new Set(Object.keys(await migrationProvider(engine).getMigrations()));
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `the database has migrations this code does not know (${unknown.join(', ')}): restore it with the version that made it`,
    );
  }
  const missing = missingFiles(referenced, root);
  if (missing.length > 0) {
    throw new RestoreRefused(`the database references ${missing.length} files the archive lacks (${missing[0]}…)`);
  }
}

/** checkRestoredRows on a restored database through Kysely, on either engine. */
export async function checkRestoredDatabase(db: Db, root: string, engine: Engine): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const migrated = tables.some((table) => table.name === 'kysely_migration');
  const applied = migrated
    ? (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name)
    : [];
  await checkRestoredRows({ applied, referenced: await referencedFiles(db) }, root, engine);
}
