import type { Kysely, Migration } from 'kysely';

/** The tables of the entities with image fields. */
const TABLES_WITH_IMAGES = ['projects', 'galleryImages', 'news', 'newsImages', 'buildings', 'salesCatalogs', 'staff'];

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // Each image field's focal point, as JSON by field (#shared/entities/focal-points.ts); null,
    // as every image before them has, keeps every image centred, which is what the site showed.
    for (const table of TABLES_WITH_IMAGES) {
      await db.schema.alterTable(table).addColumn('focalPoints', 'text').execute();
    }
  },
});
