import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Entity, TextPair } from '#shared/entities/define-entity.ts';
import { shownTextPairs } from '#shared/entities/entity-texts.ts';
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
  /** The column lists and neighbours are ordered by before the id, when it is not the id alone. */
  orderColumn?: string | undefined;
  /** Of an image collection: the column of its parent, within which an admin orders its rows. */
  parentColumn?: string | undefined;
  /** The field pairs an item needs, one of each filled, to be shown on the public site (`isShown`). */
  shown?: TextPair[];
  /** Of an entity with drafts: its rows have `published` (PUBLISHED_COLUMN). */
  drafts?: boolean;
  /** Of a table the admin's lists search and sort by a title (`listing`): its fields, whose keys it keeps (title-keys.ts). */
  title?: TextPair | undefined;
  /** Values of a column that keep a row off the public site (the entity's `offSite`). */
  offSite?: { field: string; values: readonly string[] } | undefined;
  /** The table of the entity a row is part of (`partOf`), by the column that names it: the row is shown only while that one is. */
  parent?: { shape: TableShape; column: string } | undefined;
}

/** How an entity's table is read and written, from its descriptor. */
export const tableOf = (
  entity: Pick<
    Entity,
    | 'kind'
    | 'table'
    | 'idField'
    | 'order'
    | 'orderBy'
    | 'texts'
    | 'shownWith'
    | 'drafts'
    | 'collection'
    | 'listing'
    | 'offSite'
    | 'partOf'
  >,
): TableShape => ({
  table: entity.table as TableName,
  idColumn: entity.idField,
  order: entity.order,
  orderColumn: entity.orderBy,
  parentColumn: entity.collection?.parent.idField,
  shown: shownTextPairs(entity),
  drafts: entity.drafts === true,
  title: entity.listing && entity.texts?.[entity.listing.title],
  offSite: entity.offSite,
  parent: entity.partOf && { shape: tableOf(entity.partOf.entity), column: entity.partOf.field },
});

// The generic helpers below address tables by name; Kysely cannot type a table chosen at run time.
// biome-ignore lint/suspicious/noExplicitAny: see above
export const untyped = (db: Db) => db as unknown as Kysely<any>;

/** The column of whether a row of an entity with drafts is published (1) or a draft (0). */
export const PUBLISHED_COLUMN = 'published';

// biome-ignore lint/suspicious/noExplicitAny: tables chosen at run time, as above
export type AnyBuilder = ExpressionBuilder<any, any>;
