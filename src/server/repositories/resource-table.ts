import { sql } from 'kysely';
import { ADMIN_ORDER } from '#shared/entities/define-entity.ts';
import type { Db } from '../db/database.ts';
import { isPublishedRow, isShownRow } from './shown-rows.ts';
import { type AnyBuilder, type Row, type TableName, type TableShape, untyped } from './table-shape.ts';
import { withTitleKeys } from './title-keys.ts';

export interface ListOptions {
  random?: boolean;
  where?: Row;
  /** The first `limit` rows in the shape's order. */
  limit?: number | undefined;
  /** Only ids from `idFrom` to `idTo`, both included. */
  idFrom?: number | undefined;
  idTo?: number | undefined;
  /** Only the rows whose `column` (a parent's id) is from `from` to `to`, both included. */
  within?: { column: string; from: number; to: number } | undefined;
  /** By id alone, instead of the shape's order. */
  order?: 'asc' | 'desc' | undefined;
  /** Only the rows the public site shows (TableShape.shown), which are published. */
  shown?: boolean | undefined;
  /** Only the published rows, none of the drafts: what anyone but an editor reads. */
  published?: boolean | undefined;
}

/** Orders a query by the shape's order: its order column first when it has one, then the id. */
function ordered<Q extends { orderBy: (column: string, direction: 'asc' | 'desc') => Q }>(
  query: Q,
  shape: TableShape,
  direction: 'asc' | 'desc',
): Q {
  const byColumn = shape.orderColumn ? query.orderBy(shape.orderColumn, direction) : query;
  return byColumn.orderBy(shape.idColumn, direction);
}

export async function listRows(db: Db, shape: TableShape, options: ListOptions = {}) {
  let query = untyped(db).selectFrom(shape.table).selectAll();
  for (const [column, value] of Object.entries(options.where ?? {})) query = query.where(column, '=', value);
  if (options.idFrom !== undefined) query = query.where(shape.idColumn, '>=', options.idFrom);
  if (options.idTo !== undefined) query = query.where(shape.idColumn, '<=', options.idTo);
  if (options.within) {
    const { column, from, to } = options.within;
    query = query.where(column, '>=', from).where(column, '<=', to);
  }
  if (options.shown) query = query.where(isShownRow(shape));
  if (options.published) query = query.where(isPublishedRow(shape));
  if (options.random) query = query.orderBy(sql`random()`);
  else if (options.order) query = query.orderBy(shape.idColumn, options.order);
  else query = ordered(query, shape, shape.order);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()) as Row[];
}

/**
 * Every id of the shape's table in the shape's order, or of the rows the public site shows; only
 * those of the rows with the values of `where` when it is given (one parent's images).
 */
export async function listIds(
  db: Db,
  shape: TableShape,
  { shown = false, published = false, where = {} }: Pick<ListOptions, 'shown' | 'published' | 'where'> = {},
): Promise<number[]> {
  let query = untyped(db).selectFrom(shape.table).select(shape.idColumn);
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  if (shown) query = query.where(isShownRow(shape));
  if (published) query = query.where(isPublishedRow(shape));
  const rows = await ordered(query, shape, shape.order).execute();
  return rows.map((row: Row) => Number(row[shape.idColumn]));
}

export async function findRow(db: Db, shape: TableShape, id: number): Promise<Row | undefined> {
  return untyped(db).selectFrom(shape.table).selectAll().where(shape.idColumn, '=', id).executeTakeFirst();
}

/** The rows of those of `ids` that exist, in no particular order. */
export async function findRows(db: Db, shape: TableShape, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return untyped(db).selectFrom(shape.table).selectAll().where(shape.idColumn, 'in', ids).execute();
}

/**
 * Ids of the entities before and after `id` in the shape's order, among those the public site shows
 * (the others have no page to link to); null at the ends.
 */
export async function findNeighbours(db: Db, shape: TableShape, id: number) {
  const row = await findRow(db, shape, id);
  const { table, idColumn, orderColumn } = shape;
  /**
   * The nearest shown row on one side of `id` in (order column, id) order. Compared as one row
   * value, which both databases seek in the (order column, id) index; the same test spelled with
   * `or` made SQLite walk the list, half a millisecond a read at 4,000 news items.
   */
  const nearest = async (side: 'lower' | 'higher') => {
    const comparison = side === 'lower' ? '<' : '>';
    let query = untyped(db)
      .selectFrom(table)
      .select(idColumn)
      .where(isShownRow(shape))
      .where((eb: AnyBuilder) =>
        orderColumn && row
          ? eb(eb.refTuple(orderColumn, idColumn), comparison, eb.tuple(row[orderColumn], id))
          : eb(idColumn, comparison, id),
      );
    query = ordered(query, shape, side === 'lower' ? 'desc' : 'asc').limit(1);
    const found = (await query.executeTakeFirst()) as Row | undefined;
    return found ? Number(found[idColumn]) : null;
  };
  const [lower, higher] = await Promise.all([nearest('lower'), nearest('higher')]);
  return shape.order === 'asc' ? { prev: lower, next: higher } : { prev: higher, next: lower };
}

/**
 * The neighbours of every row the public site shows, as findNeighbours gives them one at a time:
 * the rows before and after it among those shown, in the shape's order.
 */
export async function shownNeighbours(db: Db, shape: TableShape) {
  const ids = await listIds(db, shape, { shown: true });
  return new Map(ids.map((id, at) => [id, { prev: ids[at - 1] ?? null, next: ids[at + 1] ?? null }]));
}

/**
 * The place of a new row in a list an admin orders: last (among its parent's images), as it was
 * when lists went by id, so that adding an item moves none of those before it. One statement with
 * the insert; two concurrent creates may share a place, which the id then orders.
 */
function lastPosition(shape: TableShape, values: Row) {
  const parent = shape.parentColumn;
  const within = parent ? sql`where ${sql.ref(parent)} = ${values[parent]}` : sql``;
  return sql<number>`(select coalesce(max(${sql.ref(ADMIN_ORDER)}), 0) + 1 from ${sql.table(shape.table)} ${within})`;
}

/** Inserts the row; an editable entity's as its first version, made by `actor`. */
export async function insertRow(db: Db, shape: TableShape, values: Row, actor?: string): Promise<number> {
  const keyed = withTitleKeys(shape.title, values);
  const placed = shape.orderColumn === ADMIN_ORDER ? { ...keyed, [ADMIN_ORDER]: lastPosition(shape, values) } : keyed;
  const row = await untyped(db)
    .insertInto(shape.table)
    .values(actor === undefined ? placed : { ...placed, updatedAt: new Date().toISOString(), updatedBy: actor })
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
    .set({
      ...withTitleKeys(shape.title, values),
      version: version + 1,
      updatedAt: new Date().toISOString(),
      updatedBy: actor,
    })
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
