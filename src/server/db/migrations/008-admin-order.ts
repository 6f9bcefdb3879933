import { type Kysely, type Migration, sql } from 'kysely';

/** The lists an admin orders: each table, its id, and the parent its rows are ordered within. */
const ORDERED_TABLES = [
  { table: 'projects', id: 'projectId' },
  { table: 'buildings', id: 'buildingId' },
  { table: 'galleryImages', id: 'galleryImageId', parent: 'projectId' },
  { table: 'newsImages', id: 'newsImageId', parent: 'newsId' },
];

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const { table, id, parent } of ORDERED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Each row keeps its place: these lists were in id order, oldest first, so a row's position
      // is the count of rows up to its id (within its parent).
      const sameParent = parent ? sql`and ${sql.ref(`earlier.${parent}`)} = ${sql.ref(`${table}.${parent}`)}` : sql``;
      await sql`update ${sql.table(table)} set ${sql.ref('position')} = (
        select count(*) from ${sql.table(table)} as earlier
        where ${sql.ref(`earlier.${id}`)} <= ${sql.ref(`${table}.${id}`)} ${sameParent}
      )`.execute(db);
      await db.schema
        .createIndex(`${table}ByPosition`)
        .on(table)
        .columns(parent ? [parent, 'position'] : ['position'])
        .execute();
    }
  },
});
