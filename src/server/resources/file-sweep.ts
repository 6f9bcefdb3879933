import { DAY_MS } from '#shared/constants.ts';
import { entityOf } from '#shared/entities/entities.ts';
import { filesOfRow, referencedFiles } from '../backup/file-references.ts';
import type { Db } from '../db/database.ts';
import { listTrashEntries } from '../repositories/trash.ts';
import { allFiles, type FileStore } from '../uploads/file-store.ts';

/**
 * How old a file no row names must be before the sweep removes it: a write stores its files before
 * its transaction commits, so a younger one may belong to a write under way.
 */
export const SWEEP_AFTER_MS = DAY_MS;

/**
 * Removes the files of the store that no row, unpublished change or trash entry names and that
 * were written SWEEP_AFTER_MS ago or more: what a write that failed after storing its files left
 * when it could not remove them (a bucket away, a process ended). Answers how many went.
 */
export async function sweepUnreferencedFiles(db: Db, store: FileStore, now = new Date()): Promise<number> {
  const referenced = new Set(await referencedFiles(db));
  for (const { content } of await listTrashEntries(db)) {
    for (const { kind, row } of content.rows)
      for (const key of filesOfRow(entityOf(kind).table, row)) referenced.add(key);
  }
  const stale: string[] = [];
  for await (const file of allFiles(store)) {
    if (!referenced.has(file.key) && now.getTime() - file.modifiedAt.getTime() >= SWEEP_AFTER_MS) stale.push(file.key);
  }
  await store.remove(stale);
  return stale.length;
}
