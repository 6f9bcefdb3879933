import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ id, now, byCodePoint }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // The media library (docs/decisions/034-media-library.md): one row per stored image. Image
    // fields refer to it from migration 037 on; until then it stays empty.
    await db.schema
      .createTable('media')
      .addColumn('mediaId', 'integer', id)
      // The stored files, as image columns hold them (uploads/stored-image.ts), and the image's
      // point as every image-bearing row keeps its own (uploads/focal-points-column.ts).
      .addColumn('imageUrl', 'text', (c) => c.notNull())
      .addColumn('focalPoints', 'text')
      // The file as uploaded; null on images stored before the library, whose originals were not kept.
      .addColumn('originalName', 'text')
      .addColumn('originalType', 'text')
      .addColumn('originalBytes', 'integer')
      .addColumn('originalWidth', 'integer')
      .addColumn('originalHeight', 'integer')
      .addColumn('uploadedBy', 'text')
      .addColumn('uploadedAt', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('altEn', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('altSq', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updatedAt', 'text')
      .addColumn('updatedBy', 'text')
      .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sortTitle', 'text', (c) => byCodePoint(c).notNull().defaultTo(''))
      .execute();
    // The library's sorts: by name, and newest first.
    await db.schema.createIndex('mediaBySortTitle').on('media').columns(['sortTitle', 'mediaId']).execute();
    await db.schema.createIndex('mediaByUploadedAt').on('media').columns(['uploadedAt', 'mediaId']).execute();
  },
});
