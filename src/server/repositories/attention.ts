import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Entity } from '#shared/entities/define-entity.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import { SEARCH_AND_SHARING } from '#shared/entities/search-and-sharing.ts';
import type { KindAttention } from '#shared/payloads/attention.ts';
import type { Db } from '../db/database.ts';
import { anyOf, isPublishedRow, isShownRow, lacksLanguage } from './shown-rows.ts';
import { tableOf } from './table-shape.ts';

/** Counts the rows of which the condition holds, as a number on either database. */
const countWhere = (condition: ReturnType<typeof sql<SqlBool>>) =>
  sql<string | number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/**
 * The condition that one of the entity's image fields is empty; not the image for shared links,
 * which is optional (its pages fall back on their main picture).
 */
const lacksAnImage = (entity: Entity) =>
  anyOf(
    Object.entries(entity.files)
      .filter(([field, file]) => file.kind === 'media' && !(field in SEARCH_AND_SHARING.files))
      .map(([field]) => sql`${sql.ref(mediaReferenceOf(field))} is null`),
  );

/**
 * What needs attention in an entity's table, counted by the database in one pass: how many items
 * it has, how many the public site does not show, how many lack a language (language-gaps.ts),
 * how many lack an image and how many are drafts.
 */
export async function countAttention(db: Db, entity: Entity): Promise<KindAttention> {
  const shape = tableOf(entity);
  // Tables chosen at run time: Kysely cannot type them (resource-table.ts does the same).
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const row = await (db as unknown as Kysely<any>)
    .selectFrom(shape.table)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      // A draft is counted as a draft alone.
      countWhere(sql<SqlBool>`${isPublishedRow(shape)(eb)} and not (${isShownRow(shape)(eb)})`).as('offSite'),
      countWhere(lacksLanguage(entity, 'en')).as('missingEn'),
      countWhere(lacksLanguage(entity, 'sq')).as('missingSq'),
      countWhere(lacksAnImage(entity)).as('withoutImages'),
      countWhere(sql<SqlBool>`not (${isPublishedRow(shape)(eb)})`).as('drafts'),
    ])
    .executeTakeFirstOrThrow();
  return {
    kind: entity.kind,
    total: Number(row.total),
    offSite: Number(row.offSite),
    missing: { en: Number(row.missingEn), sq: Number(row.missingSq) },
    withoutImages: Number(row.withoutImages),
    drafts: Number(row.drafts),
  };
}
