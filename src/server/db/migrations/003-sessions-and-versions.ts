import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

/** The tables of the entities an admin edits, whose rows carry a version. */
const VERSIONED_TABLES = [
  'projects',
  'galleryImages',
  'salesCategories',
  'staff',
  'news',
  'newsImages',
  'buildings',
  'salesCatalogs',
];

export const migration = ({ now: createdAt }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('disabledAt', 'text').execute();
    // One row per login: a token is good only while its session is (auth/sessions.ts).
    await db.schema
      .createTable('sessions')
      .addColumn('sessionId', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.userId').onDelete('cascade'))
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .addColumn('lastSeenAt', 'text', (c) => c.notNull())
      .addColumn('expiresAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessionsByUser').on('sessions').column('userId').execute();
    // What an If-Match names (routes/edit-versions.ts), and who made the version and when.
    for (const table of VERSIONED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable(table).addColumn('updatedAt', 'text').execute();
      await db.schema.alterTable(table).addColumn('updatedBy', 'text').execute();
    }
  },
});
