import { sql } from 'kysely';
import { ADMIN_ORDER } from '#shared/entities/define-entity.ts';
import type { Db } from '../db/database.ts';
import { type Row, type TableShape, untyped } from './table-shape.ts';

/**
 * Waits for any other order of the same list (the rows with the values of `where`) to commit, by
 * writing its rows' places unchanged: both engines then lock those rows until the end of `trx`.
 */
export async function lockPositions(trx: Db, shape: TableShape, where: Row) {
  let query = untyped(trx)
    .updateTable(shape.table)
    .set({ [ADMIN_ORDER]: sql.ref(ADMIN_ORDER) });
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  await query.execute();
}

/**
 * Gives each row of `ids` its place in that order, from 1. Every row is written, not only those
 * that moved, so that of two orders saved at once the later one holds whole.
 */
export async function writePositions(db: Db, shape: TableShape, ids: readonly number[]) {
  if (ids.length === 0) return;
  // Literals, which the ids (validated integers) allow: PostgreSQL would type bare parameters as text.
  const place = sql.join(
    ids.map((id, at) => sql`when ${sql.lit(id)} then ${sql.lit(at + 1)}`),
    sql` `,
  );
  await untyped(db)
    .updateTable(shape.table)
    .set({ [ADMIN_ORDER]: sql`case ${sql.ref(shape.idColumn)} ${place} end` })
    .where(shape.idColumn, 'in', ids)
    .execute();
}
