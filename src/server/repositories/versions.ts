import type { Insertable, Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

export type NewVersion = Omit<Insertable<Database['versions']>, 'fields' | 'versionId'> & {
  fields: Record<string, unknown>;
};
/** A recorded version, its fields parsed. */
export type StoredVersion = Omit<Selectable<Database['versions']>, 'fields'> & { fields: Record<string, unknown> };

const FieldsSchema = z.record(z.string(), z.unknown());
const parsed = (row: Selectable<Database['versions']>): StoredVersion => ({
  ...row,
  fields: FieldsSchema.parse(JSON.parse(row.fields)),
});

/** Records a version; call it inside the write's transaction, so that both commit or neither. */
export async function insertVersion(db: Db, version: NewVersion): Promise<void> {
  await db
    .insertInto('versions')
    .values({ ...version, fields: JSON.stringify(version.fields) })
    .execute();
}

export async function hasVersion(db: Db, kind: string, entityId: number, version: number): Promise<boolean> {
  const row = await db
    .selectFrom('versions')
    .select('versionId')
    .where('kind', '=', kind)
    .where('entityId', '=', entityId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

/** An item's versions, newest first: the `limit` latest. */
export async function listVersions(db: Db, kind: string, entityId: number, limit: number): Promise<StoredVersion[]> {
  const rows = await db
    .selectFrom('versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('entityId', '=', entityId)
    .orderBy('version', 'desc')
    .orderBy('versionId', 'desc')
    .limit(limit)
    .execute();
  return rows.map(parsed);
}

/** Every version of an item, oldest first. */
export async function allVersions(db: Db, kind: string, entityId: number): Promise<StoredVersion[]> {
  const rows = await db
    .selectFrom('versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('entityId', '=', entityId)
    .orderBy('version')
    .orderBy('versionId')
    .execute();
  return rows.map(parsed);
}

export async function findVersion(
  db: Db,
  kind: string,
  entityId: number,
  version: number,
): Promise<StoredVersion | undefined> {
  const row = await db
    .selectFrom('versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('entityId', '=', entityId)
    .where('version', '=', version)
    .orderBy('versionId', 'desc')
    .executeTakeFirst();
  return row && parsed(row);
}
