import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

/**
 * Every image field of every table becomes a reference to a media row (docs/decisions/034-media-library.md):
 * each stored image gets one row of the library, with its focal point, and the image columns and the
 * items' focal points go. The tables, kinds and columns are written out as they were before this
 * migration, which must stay what it was whatever the descriptors later say.
 */
const IMAGE_COLUMNS: Record<string, { kind: string; idColumn: string; columns: string[] }> = {
  projects: { kind: 'project', idColumn: 'projectId', columns: ['projectImageUrl', 'socialImageUrl'] },
  galleryImages: { kind: 'gallery', idColumn: 'galleryImageId', columns: ['galleryImageUrl'] },
  news: { kind: 'news', idColumn: 'newsId', columns: ['newsImageUrl', 'socialImageUrl'] },
  newsImages: { kind: 'newsimage', idColumn: 'newsImageId', columns: ['newsImageUrl'] },
  staff: { kind: 'vacancy', idColumn: 'staffId', columns: ['socialImageUrl'] },
  buildings: {
    kind: 'building',
    idColumn: 'buildingId',
    columns: [
      'buildingImageUrl',
      'buildingGoogleAdressImageUrl',
      'buildingApartmentImageUrl',
      'buildingServiceImageUrl',
      'buildingPostImageUrl',
      'buildingFacadeImageUrl',
      'buildingFloorPlanImageUrl',
      'socialImageUrl',
    ],
  },
  salesCatalogs: { kind: 'catalog', idColumn: 'salesCatalogId', columns: ['catalogImageUrl'] },
  units: { kind: 'unit', idColumn: 'unitId', columns: ['floorPlanUrl'] },
};
const TABLE_OF_KIND = new Map(Object.entries(IMAGE_COLUMNS).map(([table, { kind }]) => [kind, table]));

/** `projectImageUrl` → `projectImageMediaId`, as uploads/media-references.ts names the reference of an image field. */
const referenceOf = (column: string) => column.replace(/Url$/, 'MediaId');

type Point = { x: number; y: number };
type Fields = Record<string, unknown>;

const parse = <T>(text: unknown): T | null => (typeof text === 'string' ? (JSON.parse(text) as T) : null);

export const migration = ({ now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // biome-ignore lint/suspicious/noExplicitAny: a migration reads the tables as they were, which no type describes
    const old = db as Kysely<any>;
    /** The media row of each stored image's key, made on first meeting it. */
    const mediaOfKey = new Map<string, number>();

    /** The media row of an image column's value, made with `point` and `uploadedAt` if its key is new. */
    async function mediaOf(
      value: unknown,
      point: Point | undefined,
      uploadedAt: string | null,
    ): Promise<number | null> {
      const image = parse<{ key: string }>(value);
      if (!image) return null;
      const known = mediaOfKey.get(image.key);
      if (known !== undefined) return known;
      const centred = !point || (point.x === 50 && point.y === 50);
      const { mediaId } = await old
        .insertInto('media')
        .values({
          imageUrl: value,
          focalPoints: centred ? null : JSON.stringify({ imageUrl: { x: point.x, y: point.y } }),
          uploadedAt: uploadedAt ?? now,
          // The library's keys of an image without name or texts (repositories/media.ts's mediaKeys).
          searchText: '\n\n',
          sortTitle: '',
        })
        .returning('mediaId')
        .executeTakeFirstOrThrow();
      mediaOfKey.set(image.key, mediaId);
      return mediaId;
    }

    /**
     * A row's fields as kept in JSON (a trash entry's row, a change draft's, a version's), its image
     * columns as references and without focal points. A version's images that no live, trashed or
     * changed item holds were replaced or purged, so their files are gone: they become null, as
     * restoring such a version does today.
     */
    async function referencedFields(table: string, fields: Fields, makeMissing: boolean, uploadedAt: string | null) {
      const points = parse<Record<string, Point>>(fields.focalPoints) ?? {};
      const { focalPoints: _points, ...rest } = fields;
      const result: Fields = { ...rest };
      for (const column of IMAGE_COLUMNS[table]?.columns ?? []) {
        if (!(column in fields)) continue;
        delete result[column];
        const image = parse<{ key: string }>(fields[column]);
        const known = image ? mediaOfKey.get(image.key) : undefined;
        result[referenceOf(column)] =
          known ?? (makeMissing ? await mediaOf(fields[column], points[column], uploadedAt) : null);
      }
      return result;
    }

    // 1. The references, each indexed: "where used" and a media row's delete look them up.
    for (const [table, { columns }] of Object.entries(IMAGE_COLUMNS)) {
      for (const column of columns) {
        await db.schema
          .alterTable(table)
          .addColumn(referenceOf(column), 'integer', (c) => c.references('media.mediaId').onDelete('restrict'))
          .execute();
        await db.schema
          .createIndex(`${table}By${referenceOf(column).replace(/^./, (first) => first.toUpperCase())}`)
          .on(table)
          .column(referenceOf(column))
          .execute();
      }
    }

    // 2. Every live row's images, in id order, so that the library's rows come in the order they were uploaded.
    for (const [table, { idColumn, columns }] of Object.entries(IMAGE_COLUMNS)) {
      const rows = await old
        .selectFrom(table)
        .select([idColumn, 'createdAt', 'focalPoints', ...columns])
        .orderBy(idColumn)
        .execute();
      for (const row of rows) {
        const points = parse<Record<string, Point>>(row.focalPoints) ?? {};
        const references: Fields = {};
        for (const column of columns) {
          references[referenceOf(column)] = await mediaOf(row[column], points[column], row.createdAt);
        }
        await old.updateTable(table).set(references).where(idColumn, '=', row[idColumn]).execute();
      }
    }

    // 3. What is kept as JSON: trash entries and unpublished changes hold files still stored; versions may not.
    const entries = await old
      .selectFrom('trash')
      .select(['entryId', 'content', 'deletedAt'])
      .orderBy('entryId')
      .execute();
    for (const entry of entries) {
      const content = JSON.parse(entry.content) as { rows: { kind: string; row: Fields }[] };
      for (const kept of content.rows) {
        const table = TABLE_OF_KIND.get(kept.kind);
        if (table)
          kept.row = await referencedFields(table, kept.row, true, String(kept.row.createdAt ?? entry.deletedAt));
      }
      await old
        .updateTable('trash')
        .set({ content: JSON.stringify(content) })
        .where('entryId', '=', entry.entryId)
        .execute();
    }
    const drafts = await old.selectFrom('changeDrafts').select(['kind', 'entityId', 'fields', 'savedAt']).execute();
    for (const draft of drafts) {
      const table = TABLE_OF_KIND.get(draft.kind);
      if (!table) continue;
      const fields = await referencedFields(table, JSON.parse(draft.fields), true, draft.savedAt);
      await old
        .updateTable('changeDrafts')
        .set({ fields: JSON.stringify(fields) })
        .where('kind', '=', draft.kind)
        .where('entityId', '=', draft.entityId)
        .execute();
    }
    const versions = await old
      .selectFrom('versions')
      .select(['versionId', 'kind', 'fields'])
      .where('kind', 'in', [...TABLE_OF_KIND.keys()])
      .execute();
    for (const version of versions) {
      const table = TABLE_OF_KIND.get(version.kind) as string;
      const fields = await referencedFields(table, JSON.parse(version.fields), false, null);
      await old
        .updateTable('versions')
        .set({ fields: JSON.stringify(fields) })
        .where('versionId', '=', version.versionId)
        .execute();
    }

    // 4. The image columns and the items' focal points go: the media rows hold both.
    for (const [table, { columns }] of Object.entries(IMAGE_COLUMNS)) {
      for (const column of [...columns, 'focalPoints']) await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
});
