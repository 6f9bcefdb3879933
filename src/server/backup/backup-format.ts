import { z } from 'zod';
import type { Engine } from '../db/migrations/dialects.ts';

/** What a backup archive is: its name, what it holds and its manifest. */

export const BACKUP_FORMAT = 'tirana-group-site-backup';
/** Version 2 names the engine; version 1 archives, all SQLite, are still read (readableManifest). */
export const BACKUP_FORMAT_VERSION = 2;
export const READABLE_VERSIONS: readonly unknown[] = [1, BACKUP_FORMAT_VERSION];

export const MANIFEST_NAME = 'backup-manifest.json';
export const DATABASE_NAME = 'db.sqlite';
export const PG_DUMP_NAME = 'database.pgdump';
/** The database in an archive: the SQLite file itself, or pg_dump's custom format of the PostgreSQL one. */
export const DATABASE_FILES = { sqlite: DATABASE_NAME, postgres: PG_DUMP_NAME } as const satisfies Record<
  Engine,
  string
>;

/**
 * The folders of DATA_DIR, or UPLOADS_DIR, whose files a backup holds (storage.ts); `tmp/`,
 * `secrets/` and `publisher/` stay out.
 */
export const FILE_FOLDERS = ['uploads/images', 'uploads/pdfs', 'private/cvs'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

/** The top folders of DATA_DIR (or UPLOADS_DIR) that a backup holds, and every folder an archive may have. */
export const TOP_FOLDERS = ['uploads', 'private'] as const;
export const ARCHIVE_FOLDERS: readonly string[] = [...TOP_FOLDERS, ...FILE_FOLDERS];

const manifestOf = <E extends Engine>(engine: E) =>
  z.object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_FORMAT_VERSION),
    engine: z.literal(engine),
    /** When the database was copied. */
    createdAt: z.iso.datetime(),
    database: z.object({
      file: z.literal(DATABASE_FILES[engine]),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      bytes: z.number().int().positive(),
    }),
    /** How many files each folder holds. */
    files: z.object(
      Object.fromEntries(FILE_FOLDERS.map((folder) => [folder, z.number().int().min(0)])) as Record<
        FileFolder,
        z.ZodNumber
      >,
    ),
  });

export const BackupManifestSchema = z.discriminatedUnion('engine', [manifestOf('sqlite'), manifestOf('postgres')]);
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

/** A manifest of a readable version as this version's: a version 1 archive is a SQLite one. */
export const readableManifest = (raw: Record<string, unknown>): Record<string, unknown> =>
  raw.version === 1 ? { ...raw, version: BACKUP_FORMAT_VERSION, engine: 'sqlite' } : raw;

/** A time as it appears in file names: `2026-11-25T13-06-00Z` (UTC, no colons). */
export const fileStamp = (time: Date) =>
  time
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

export const archiveName = (time: Date) => `backup-${fileStamp(time)}.tar.gz`;

/** An archive's name as archiveName makes it, with the `-2`, `-3`… that a name taken in the same second gets. */
export const ARCHIVE_NAME_PATTERN = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?\.tar\.gz$/;

export const totalFiles = (manifest: BackupManifest) => Object.values(manifest.files).reduce((sum, n) => sum + n, 0);
