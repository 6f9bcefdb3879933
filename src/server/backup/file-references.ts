import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { FileField } from '#shared/entities/define-entity.ts';
import { ENTITIES, type EntityKind, entityOf } from '#shared/entities/entities.ts';
import type { Db } from '../db/database.ts';
import { listChangeDrafts } from '../repositories/change-drafts.ts';
import { storedFiles } from '../uploads/stored-files.ts';

/**
 * The file columns of each table, and what each holds, from the entity descriptors: the library's
 * images and the PDFs. An image field of another kind holds a media row's id, not files.
 */
export const FILE_COLUMNS: Record<string, Record<string, FileField>> = Object.fromEntries(
  ENTITIES.flatMap((entity) => {
    const files = Object.entries(entity.files as Record<string, FileField>).filter(([, file]) => file.kind !== 'media');
    return files.length > 0 ? [[entity.table, Object.fromEntries(files)]] : [];
  }),
);

/** The files one row of `table` points at, as keys of the file store (paths under a backup's root). */
export function filesOfRow(table: string, row: Record<string, unknown>): string[] {
  const fields = FILE_COLUMNS[table];
  if (!fields) return [];
  return Object.entries(fields).flatMap(([column, { kind }]) => storedFiles(kind, row[column]));
}

/**
 * Every file the rows of `db` point at, as keys of the file store. On either engine; inside a
 * transaction, the files of that transaction's snapshot.
 */
export async function referencedFiles(db: Db): Promise<string[]> {
  const files: string[] = [];
  // An archive made before a table existed (the media library's, unpublished changes) has none of its files.
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
  for (const [table, fields] of Object.entries(FILE_COLUMNS)) {
    if (!tables.has(table)) continue;
    const columns = sql.join(Object.keys(fields).map((column) => sql.ref(column)));
    const { rows } = await sql<Record<string, unknown>>`select ${columns} from ${sql.table(table)}`.execute(db);
    for (const row of rows) files.push(...filesOfRow(table, row));
  }
  // Unpublished changes hold files of their own (decision 017).
  if (tables.has('changeDrafts')) {
    for (const draft of await listChangeDrafts(db)) {
      files.push(...filesOfRow(entityOf(draft.kind as EntityKind).table, draft.fields));
    }
  }
  return files;
}

/** The `files` (keys) that are not under `root`. */
export const missingFiles = (files: string[], root: string): string[] =>
  files.filter((file) => !existsSync(path.join(root, file)));
