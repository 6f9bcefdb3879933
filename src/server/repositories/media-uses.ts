import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Entity } from '#shared/entities/define-entity.ts';
import { ENTITIES, type EntityKind } from '#shared/entities/entities.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import type { MediaUse } from '#shared/payloads/media-library.ts';
import type { Db } from '../db/database.ts';
import { listChangeDrafts } from './change-drafts.ts';
import { titlesOf } from './item-titles.ts';
import { mediaFieldsOf } from './media.ts';
import { tableOf } from './table-shape.ts';

/**
 * Where the library's images are used (docs/decisions/034-media-library.md): computed from the
 * references the descriptors declare, never stored, so that no write has to keep it.
 */

/** A column that refers to media rows: an image field of a kind, in its table. */
interface Reference {
  entity: Entity;
  field: string;
  table: string;
  idColumn: string;
  column: string;
}

/** Every image field of every kind, each a column indexed by migration 037. */
const REFERENCES: Reference[] = ENTITIES.flatMap((entity) =>
  mediaFieldsOf(entity).map((field) => {
    const { table, idColumn } = tableOf(entity);
    return { entity, field, table, idColumn, column: mediaReferenceOf(field) };
  }),
);

const usesIn = ({ table, column }: Reference, mediaId: RawBuilder<unknown>) =>
  sql`select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${mediaId}`;

/** The condition that a media row (`media.mediaId`) is shown by no item. */
export const isUnusedMedia = (): RawBuilder<SqlBool> =>
  sql<SqlBool>`not (${sql.join(
    REFERENCES.map((reference) => sql`exists (${usesIn(reference, sql.ref('media.mediaId'))})`),
    sql` or `,
  )})`;

/** How many item fields show a media row (`media.mediaId`), counted by the database. */
export const countOfUses = (): RawBuilder<number | string> =>
  sql<number | string>`(${sql.join(
    REFERENCES.map(
      ({ table, column }) =>
        sql`(select count(*) from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref('media.mediaId')})`,
    ),
    sql` + `,
  )})`;

/**
 * Every place that shows the image `mediaId`: each item's field, in one query over every
 * reference, and the unpublished changes that would show it once published; each named by its
 * titles (an image of a collection by its parent's) and, for a collection's image, its parent.
 */
export async function mediaUses(db: Db, mediaId: number): Promise<MediaUse[]> {
  const selects = REFERENCES.map(
    ({ entity, field, table, idColumn, column }) =>
      sql`select ${sql.lit(entity.kind)} as kind, ${sql.ref(idColumn)} as id, ${sql.lit(field)} as field, ${parentColumnOf(entity)} as "parentId" from ${sql.table(table)} where ${sql.ref(column)} = ${mediaId}`,
  );
  const { rows } = await sql<{ kind: EntityKind; id: number; field: string; parentId: number | null }>`${sql.join(
    selects,
    sql` union all `,
  )}`.execute(db);
  const live = rows.map((row) => ({ ...row, id: Number(row.id), inChanges: false }));
  const inChanges = (await listChangeDrafts(db)).flatMap((draft) =>
    REFERENCES.filter(
      ({ entity, column }) => entity.kind === draft.kind && Number(draft.fields[column]) === mediaId,
    ).map(({ field }) => ({
      kind: draft.kind as EntityKind,
      id: draft.entityId,
      field,
      parentId: null,
      inChanges: true,
    })),
  );
  const uses = [...live, ...inChanges];
  const titles = await titlesOf(db, uses);
  return uses.map(({ kind, id, field, parentId, inChanges }, at) => {
    const parent = (ENTITIES.find((entity) => entity.kind === kind) as Entity | undefined)?.collection?.parent;
    return {
      kind,
      id,
      field,
      titles: titles[at] ?? null,
      parent: parent && parentId !== null ? { kind: parent.kind as EntityKind, id: Number(parentId) } : null,
      inChanges,
    };
  });
}

/** The column naming a collection's image's parent, or null for another kind. */
const parentColumnOf = (entity: Entity) =>
  entity.collection ? sql.ref(entity.collection.parent.idField) : sql<null>`cast(null as integer)`;
