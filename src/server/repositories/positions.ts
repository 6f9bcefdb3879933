import { type Kysely, sql } from 'kysely';
import { ADMIN_ORDER } from '#shared/entities/define-entity.ts';
import type { Db } from '../db/database.ts';
import { isShownRow, type Row, type TableShape } from './resource-table.ts';

// Tables chosen at run time, as in resource-table.ts.
// biome-ignore lint/suspicious/noExplicitAny: see above
const untyped = (db: Db) => db as unknown as Kysely<any>;

/** The ids of a list an admin orders (of one parent's rows when `parentId` is given), in its order; or of the rows the site shows. */
export async function orderedIds(db: Db, shape: TableShape, parentId?: number, { shown = false } = {}) {
  let query = untyped(db).selectFrom(shape.table).select(shape.idColumn);
  if (shape.parentColumn && parentId !== undefined) query = query.where(shape.parentColumn, '=', parentId);
  if (shown) query = query.where(isShownRow(shape));
  const rows = await query.orderBy(ADMIN_ORDER).orderBy(shape.idColumn).execute();
  return rows.map((row: Row) => Number(row[shape.idColumn]));
}

/**
 * Gives each row of `ids` its place in that order, from 1. Every row is written, not only those
 * that moved, so that of two orders saved at once the later one holds whole.
 */
export async function writePositions(db: Db, shape: TableShape, ids: readonly number[]) {
  // Literals, which the ids (validated integers) allow: PostgreSQL would type bare parameters as text.
  const place = sql.join(
    ids.map((id, at) => sql`when ${sql.lit(id)} then ${sql.lit(at + 1)}`),
    sql` `,
  );
  if (ids.length === 0) return;
  await untyped(db)
    .updateTable(shape.table)
    .set({ [ADMIN_ORDER]: sql`case ${sql.ref(shape.idColumn)} ${place} end` })
    .where(shape.idColumn, 'in', ids)
    .execute();
}
