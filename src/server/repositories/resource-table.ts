import { type Kysely, sql } from 'kysely';
import type { Entity } from '#shared/entities/define-entity.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

export type TableName = keyof Database;
export type Row = Record<string, unknown>;

/** How one entity's table is read and written: its id column and the order of its lists and neighbours. */
export interface TableShape {
  table: TableName;
  idColumn: string;
  /** `desc` lists newest first; `prev` is then the newer neighbour. */
  order: 'asc' | 'desc';
}

/** How an entity's table is read and written, from its descriptor. */
export const tableOf = (entity: Pick<Entity, 'table' | 'idField' | 'order'>): TableShape => ({
  table: entity.table as TableName,
  idColumn: entity.idField,
  order: entity.order,
});

// The generic helpers below address tables by name; Kysely cannot type a table chosen at run time.
// biome-ignore lint/suspicious/noExplicitAny: see above
const untyped = (db: Db) => db as unknown as Kysely<any>;

export interface ListOptions {
  random?: boolean;
  where?: Row;
  /** The first `limit` rows in the shape's order. */
  limit?: number | undefined;
  /** Only ids from `idFrom` to `idTo`, both included. */
  idFrom?: number | undefined;
  idTo?: number | undefined;
  /** Instead of the shape's order. */
  order?: 'asc' | 'desc' | undefined;
}

export async function listRows(db: Db, shape: TableShape, options: ListOptions = {}) {
  let query = untyped(db).selectFrom(shape.table).selectAll();
  for (const [column, value] of Object.entries(options.where ?? {})) query = query.where(column, '=', value);
  if (options.idFrom !== undefined) query = query.where(shape.idColumn, '>=', options.idFrom);
  if (options.idTo !== undefined) query = query.where(shape.idColumn, '<=', options.idTo);
  query = options.random ? query.orderBy(sql`random()`) : query.orderBy(shape.idColumn, options.order ?? shape.order);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()) as Row[];
}

/** Every id of the shape's table, in the shape's order. */
export async function listIds(db: Db, shape: TableShape): Promise<number[]> {
  const rows = await untyped(db)
    .selectFrom(shape.table)
    .select(shape.idColumn)
    .orderBy(shape.idColumn, shape.order)
    .execute();
  return rows.map((row: Row) => Number(row[shape.idColumn]));
}

export async function findRow(db: Db, shape: TableShape, id: number): Promise<Row | undefined> {
  return untyped(db).selectFrom(shape.table).selectAll().where(shape.idColumn, '=', id).executeTakeFirst();
}

/** Ids of the entities before and after `id` in the shape's order; null at the ends. */
export async function findNeighbours(db: Db, shape: TableShape, id: number) {
  const { table, idColumn } = shape;
  const below = sql<
    number | null
  >`(select max(${sql.ref(idColumn)}) from ${sql.table(table)} where ${sql.ref(idColumn)} < ${id})`;
  const above = sql<
    number | null
  >`(select min(${sql.ref(idColumn)}) from ${sql.table(table)} where ${sql.ref(idColumn)} > ${id})`;
  const { lower, higher } = (
    await sql<{ lower: number | null; higher: number | null }>`select ${below} as lower, ${above} as higher`.execute(db)
  ).rows[0] ?? { lower: null, higher: null };
  return shape.order === 'asc' ? { prev: lower, next: higher } : { prev: higher, next: lower };
}

/** Inserts the row; an editable entity's as its first version, made by `actor`. */
export async function insertRow(db: Db, shape: TableShape, values: Row, actor?: string): Promise<number> {
  const row = await untyped(db)
    .insertInto(shape.table)
    .values(actor === undefined ? values : { ...values, updatedAt: new Date().toISOString(), updatedBy: actor })
    .returning(shape.idColumn)
    .executeTakeFirstOrThrow();
  return Number(row[shape.idColumn]);
}

/**
 * Writes `values` over the row as a new version, by `actor`, only while the row is at `version`:
 * whether it was. The condition and the write are one statement, so that of two writes made from
 * the same version one wins, on any database.
 */
export async function updateRow(
  db: Db,
  shape: TableShape,
  id: number,
  values: Row,
  version: number,
  actor: string,
): Promise<boolean> {
  const result = await untyped(db)
    .updateTable(shape.table)
    .set({ ...values, version: version + 1, updatedAt: new Date().toISOString(), updatedBy: actor })
    .where(shape.idColumn, '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the row only while it is at `version`: whether it was. */
export async function deleteRow(db: Db, shape: TableShape, id: number, version: number): Promise<boolean> {
  const result = await untyped(db)
    .deleteFrom(shape.table)
    .where(shape.idColumn, '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function rowExists(db: Db, table: TableName, column: string, value: unknown): Promise<boolean> {
  const row = await untyped(db)
    .selectFrom(table)
    .select(sql`1`.as('found'))
    .where(column, '=', value)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function selectColumn(db: Db, table: TableName, column: string, where: Row): Promise<unknown[]> {
  let query = untyped(db).selectFrom(table).select(column);
  for (const [key, value] of Object.entries(where)) query = query.where(key, '=', value);
  return (await query.execute()).map((row: Row) => row[column]);
}
