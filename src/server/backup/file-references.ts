import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { BUILDING_IMAGE_FIELDS } from '#shared/entities/building.ts';
import type { Database } from '../db/tables.ts';
import { storageIn } from '../uploads/storage.ts';
import { type FileFields, storedFiles } from '../uploads/stored-files.ts';

/**
 * The file columns of each table. This repeats the `files` (and `dependants`' files) of the route
 * definitions in src/server/routes, which live inside their registrations; a test checks that it
 * names every `…Url` column of the schema.
 */
export const FILE_COLUMNS: Partial<Record<keyof Database, FileFields>> = {
  projects: { projectImageUrl: 'image' },
  galleryImages: { galleryImageUrl: 'image' },
  news: { newsImageUrl: 'image' },
  newsImages: { newsImageUrl: 'image' },
  buildings: Object.fromEntries(BUILDING_IMAGE_FIELDS.map((field) => [field, 'image' as const])),
  salesCatalogs: { catalogImageUrl: 'image', pdfUrl: 'pdf' },
  contacts: { cvUrl: 'cv' },
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every file the rows of `database` point at, as paths under `root` (a DATA_DIR, or a copy of one). */
export function referencedFiles(database: DatabaseSync, root: string): string[] {
  const storage = storageIn(root);
  const files: string[] = [];
  for (const [table, fields] of Object.entries(FILE_COLUMNS)) {
    const columns = Object.keys(fields);
    const rows = database.prepare(`SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)}`).iterate();
    for (const row of rows) {
      for (const [column, kind] of Object.entries(fields)) files.push(...storedFiles(storage, kind, row[column]));
    }
  }
  return files;
}

/** The files `database` points at that are not under `root`, relative to it. */
export function missingFiles(database: DatabaseSync, root: string): string[] {
  return referencedFiles(database, root)
    .filter((file) => !existsSync(file))
    .map((file) => path.relative(root, file));
}
