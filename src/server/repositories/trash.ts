import type { Selectable } from 'kysely';
import { z } from 'zod';
import { ENTITY_KINDS, type EntityKind } from '#shared/entities/entities.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

/**
 * What a trash entry holds: the deleted rows, the item's first and then those deleted with it (ON
 * DELETE CASCADE), each with its kind; and the rows of other kinds whose reference to the item, or
 * to a row deleted with it (`to`, its id), the delete cleared (ON DELETE SET NULL), by kind and
 * foreign key.
 */
const KindSchema = z.enum(ENTITY_KINDS);
export const TrashContentSchema = z.object({
  rows: z.array(z.object({ kind: KindSchema, row: z.record(z.string(), z.unknown()) })).min(1),
  detached: z.array(
    z.object({ kind: KindSchema, foreignKey: z.string(), ids: z.array(z.number()), to: z.number().optional() }),
  ),
});
export type TrashContent = z.infer<typeof TrashContentSchema>;

type EntryRow = Selectable<Database['trash']>;
export type TrashEntryRow = Omit<EntryRow, 'content'> & { content: TrashContent };

const toEntry = ({ content, ...entry }: EntryRow): TrashEntryRow => ({
  ...entry,
  content: TrashContentSchema.parse(JSON.parse(content)),
});

/** Keeps a deleted item; call it in the delete's transaction, so that both commit or neither. */
export async function insertTrashEntry(db: Db, entry: Omit<TrashEntryRow, 'entryId' | 'deletedAt'>): Promise<number> {
  const { entryId } = await db
    .insertInto('trash')
    .values({ ...entry, content: JSON.stringify(entry.content) })
    .returning('entryId')
    .executeTakeFirstOrThrow();
  return entryId;
}

/** Every entry, newest first. */
export async function listTrashEntries(db: Db): Promise<TrashEntryRow[]> {
  const rows = await db
    .selectFrom('trash')
    .selectAll()
    .orderBy('deletedAt', 'desc')
    .orderBy('entryId', 'desc')
    .execute();
  return rows.map(toEntry);
}

/** The entries that keep items of `kind` among `entityIds`, newest first. */
export async function findTrashEntriesOf(
  db: Db,
  kind: EntityKind,
  entityIds: readonly number[],
): Promise<TrashEntryRow[]> {
  if (entityIds.length === 0) return [];
  const rows = await db
    .selectFrom('trash')
    .selectAll()
    .where('kind', '=', kind)
    .where('entityId', 'in', entityIds)
    .orderBy('deletedAt', 'desc')
    .orderBy('entryId', 'desc')
    .execute();
  return rows.map(toEntry);
}

/**
 * Removes the entries asked for (one, those deleted before a time, or all) and answers them, in one
 * statement: of two instances or requests that take the same entry, one gets it.
 */
export async function takeTrashEntries(
  db: Db,
  which: { entryId: number } | { deletedBefore: string } | 'all',
): Promise<TrashEntryRow[]> {
  let query = db.deleteFrom('trash');
  if (which !== 'all' && 'entryId' in which) query = query.where('entryId', '=', which.entryId);
  if (which !== 'all' && 'deletedBefore' in which) query = query.where('deletedAt', '<', which.deletedBefore);
  return (await query.returningAll().execute()).map(toEntry);
}
