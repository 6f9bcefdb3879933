import type { Db } from '../db/database.ts';
import { type Row, type TableName, untyped } from './table-shape.ts';

/** The columns `table` has now. */
async function columnsOf(db: Db, table: TableName): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  return new Set(tables.find((candidate) => candidate.name === table)?.columns.map((column) => column.name));
}

/**
 * Inserts a row as it was when it was deleted, its id, version and place included. Both engines
 * take an explicit id in a column they number (`Dialect.id`); the numbering, already past it, is
 * left alone, since moving it back to the highest id would give a later create an id in the trash.
 * Only the columns the table has now are written: a column added since takes its default.
 */
export async function reinsertRow(db: Db, table: TableName, row: Row): Promise<void> {
  const columns = await columnsOf(db, table);
  const values = Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column)));
  await untyped(db).insertInto(table).values(values).execute();
}

/** Sets `foreignKey` of the rows `ids` of `table` back to `id`, where nothing else was set since. */
export async function relinkRows(
  db: Db,
  { table, idColumn, foreignKey }: { table: TableName; idColumn: string; foreignKey: string },
  id: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await untyped(db)
    .updateTable(table)
    .set({ [foreignKey]: id })
    .where(idColumn, 'in', ids)
    .where(foreignKey, 'is', null)
    .execute();
}
