import { type SqlBool, sql } from 'kysely';
import { publicTexts, type TextLanguage } from '#shared/entities/language-gaps.ts';
import { OTHER_LANGUAGE } from '#shared/i18n/languages.ts';
import { type AnyBuilder, PUBLISHED_COLUMN, type TableShape } from './table-shape.ts';

/** The conditions on an entity's rows that say which the public site shows, for any query of them. */

/** The condition that one of the conditions holds; none never does. */
export const anyOf = (conditions: ReturnType<typeof sql>[]) =>
  conditions.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;

/** The condition that a column holds a text (`hasText`): not null, and more than white space. */
export const hasTextIn = (column: string) => sql<SqlBool>`trim(coalesce(${sql.ref(column)}, '')) <> ''`;

/** The condition that a row is published: always, of an entity without drafts. */
export const isPublishedRow = (shape: TableShape) => (eb: AnyBuilder) =>
  eb.and(shape.drafts ? [eb(PUBLISHED_COLUMN, '=', 1)] : []);

/**
 * The condition that a row is shown on the public site: published, no value of its own keeps it
 * off the site, each needed text is filled in one language at least, and the row it is part of (a
 * unit's building) is shown.
 */
export const isShownRow =
  (shape: TableShape) =>
  (eb: AnyBuilder): ReturnType<AnyBuilder['and']> => {
    const { offSite, parent } = shape;
    return eb.and([
      isPublishedRow(shape)(eb),
      ...(offSite ? [eb(offSite.field, 'not in', offSite.values)] : []),
      ...(shape.shown ?? []).map((pair) => eb.or([hasTextIn(pair.en), hasTextIn(pair.sq)])),
      ...(parent ? [eb.exists(shownParent(eb, shape.table, parent))] : []),
    ]);
  };

/**
 * The row a row is part of, if it is shown. Its conditions name its own columns unqualified, which
 * SQL resolves in the subquery's table first.
 */
const shownParent = (eb: AnyBuilder, table: string, { shape, column }: NonNullable<TableShape['parent']>) =>
  eb
    .selectFrom(shape.table)
    .select(sql`1`.as('shown'))
    .whereRef(`${shape.table}.${shape.idColumn}`, '=', `${table}.${column}`)
    .where(isShownRow(shape));

/**
 * The condition that one of an entity's public texts is written in the other language only: that
 * the item lacks `language` (language-gaps.ts).
 */
export function lacksLanguage(entity: Parameters<typeof publicTexts>[0], language: TextLanguage) {
  const pairs = publicTexts(entity).map(([, pair]) => pair);
  return anyOf(
    pairs.map((pair) => sql`(${hasTextIn(pair[OTHER_LANGUAGE[language]])} and not ${hasTextIn(pair[language])})`),
  );
}
