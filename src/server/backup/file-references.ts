import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { ENTITIES } from '#shared/entities/entities.ts';
import { storageIn } from '../uploads/storage.ts';
import { storedFiles } from '../uploads/stored-files.ts';

/** The file columns of each table, and what each holds, from the entity descriptors. */
export const FILE_COLUMNS = Object.fromEntries(
  ENTITIES.filter((entity) => Object.keys(entity.files).length > 0).map((entity) => [entity.table, entity.files]),
);

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every file the rows of `database` point at, as paths under `root` (a DATA_DIR, or a copy of one). */
export function referencedFiles(database: DatabaseSync, root: string): string[] {
  const storage = storageIn(root);
  const files: string[] = [];
  for (const [table, fields] of Object.entries(FILE_COLUMNS)) {
    const columns = Object.keys(fields);
    const rows = database.prepare(`SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)}`).iterate();
    for (const row of rows) {
      for (const [column, { kind }] of Object.entries(fields)) files.push(...storedFiles(storage, kind, row[column]));
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
