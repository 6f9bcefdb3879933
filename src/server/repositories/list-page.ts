import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Entity } from '#shared/entities/define-entity.ts';
import { defaultSortOf, filtersOf, type ListedEntity, type ListPageQuery, sortOf } from '#shared/payloads/list-page.ts';
import { searchWords } from '#shared/search-key.ts';
import type { Db } from '../db/database.ts';
import { isPublishedRow, isShownRow, lacksLanguage } from './shown-rows.ts';
import { type Row, type TableShape, tableOf, untyped } from './table-shape.ts';
import { SEARCH_TEXT, SORT_TITLE } from './title-keys.ts';

/** Parents named by fields of an entity's rows (the server's `references`): sorting by one sorts by its title. */
export type Parents = Record<string, Entity>;

// biome-ignore lint/suspicious/noExplicitAny: tables chosen at run time, as in resource-table.ts
type AnyBuilder = ExpressionBuilder<any, any>;

/** `%word%` for LIKE, its own `%`, `_` and `\` taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The conditions of a search (search-key.ts): each of its words found in the row's search keys. */
export const searchMatches = (q: string | undefined): Expression<SqlBool>[] =>
  searchWords(q ?? '').map((word) => sql<SqlBool>`${sql.ref(SEARCH_TEXT)} like ${containing(word)} escape '\\'`);

/** The conditions of a query: its search words, each in the title in either language, and its filters. */
function conditions(entity: ListedEntity & Entity, shape: TableShape, query: ListPageQuery) {
  return (eb: AnyBuilder) => {
    const all = searchMatches(query.q);
    for (const [field, value] of Object.entries(filtersOf(entity, query))) all.push(eb(field, '=', value));
    if (query.shown !== undefined) {
      const shown = isShownRow(shape)(eb);
      all.push(query.shown ? shown : eb.not(shown));
    }
    if (query.published !== undefined) {
      const published = isPublishedRow(shape)(eb);
      all.push(query.published ? published : eb.not(published));
    }
    if (query.missing) all.push(lacksLanguage(entity, query.missing));
    return eb.and(all);
  };
}

/** What a sort orders rows by: the title's key, a parent's title key, or the column itself. */
function sortExpression(shape: TableShape, sort: string, parents: Parents) {
  if (sort === 'title') return sql.ref(SORT_TITLE);
  if (sort === 'id') return sql.ref(shape.idColumn);
  const parent = parents[sort];
  if (!parent) return sql.ref(sort);
  const { table, idColumn } = tableOf(parent);
  return sql`(select ${sql.ref(`${table}.${SORT_TITLE}`)} from ${sql.table(table)} where ${sql.ref(`${table}.${idColumn}`)} = ${sql.ref(`${shape.table}.${sort}`)})`;
}

/**
 * One page of an entity's rows as the admin's list asks for it (schemas/list-page.ts), and how
 * many rows match in all. Ties of a sort go by id, in the same direction, so that pages neither
 * repeat nor skip a row.
 */
export async function readListPage(db: Db, entity: ListedEntity & Entity, query: ListPageQuery, parents: Parents) {
  const shape = tableOf(entity);
  const matching = untyped(db)
    .selectFrom(shape.table)
    .where(conditions(entity, shape, query));
  const { sort, dir } = sortOf(defaultSortOf(entity), query);
  const [counted, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    matching
      .selectAll()
      .orderBy(sortExpression(shape, sort, parents), dir)
      .orderBy(shape.idColumn, dir)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { rows: rows as Row[], total: Number(counted.total) };
}
