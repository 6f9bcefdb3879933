import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

/** An item's unpublished changes, their fields parsed. */
export type StoredChangeDraft = Omit<Selectable<Database['changeDrafts']>, 'fields'> & {
  fields: Record<string, unknown>;
};

const FieldsSchema = z.record(z.string(), z.unknown());
const parsed = (row: Selectable<Database['changeDrafts']>): StoredChangeDraft => ({
  ...row,
  fields: FieldsSchema.parse(JSON.parse(row.fields)),
});

export async function findChangeDraft(db: Db, kind: string, entityId: number): Promise<StoredChangeDraft | undefined> {
  const row = await db
    .selectFrom('changeDrafts')
    .selectAll()
    .where('kind', '=', kind)
    .where('entityId', '=', entityId)
    .executeTakeFirst();
  return row && parsed(row);
}

/**
 * Keeps the item's changes in place of any it had (as one statement, so that two saves at once
 * leave one of them, never an error); `savedAt` is now.
 */
export async function saveChangeDraft(db: Db, draft: Omit<StoredChangeDraft, 'savedAt'>): Promise<void> {
  const values = { ...draft, fields: JSON.stringify(draft.fields) };
  const { kind: _kind, entityId: _entityId, ...changed } = values;
  await db
    .insertInto('changeDrafts')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['kind', 'entityId']).doUpdateSet({ ...changed, savedAt: (eb) => eb.ref('excluded.savedAt') }),
    )
    .execute();
}

/** Removes the item's changes (only while at `revision`, if given); whether it did. */
export async function deleteChangeDraft(db: Db, kind: string, entityId: number, revision?: number): Promise<boolean> {
  let query = db.deleteFrom('changeDrafts').where('kind', '=', kind).where('entityId', '=', entityId);
  if (revision !== undefined) query = query.where('revision', '=', revision);
  const { numDeletedRows } = await query.executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Every kept set of changes: a backup counts their files as referenced. */
export async function listChangeDrafts(db: Db): Promise<StoredChangeDraft[]> {
  const rows = await db.selectFrom('changeDrafts').selectAll().execute();
  return rows.map(parsed);
}
