import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ id, now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // Each saved version of an item, written in the transaction of the write that made it.
    await db.schema
      .createTable('versions')
      .addColumn('versionId', 'integer', id)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('entityId', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('operation', 'text', (c) => c.notNull())
      .addColumn('restoredFrom', 'integer')
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('actor', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    // An item's history, and whether one of its versions is recorded.
    await db.schema.createIndex('versionsOfItem').on('versions').columns(['kind', 'entityId', 'version']).execute();

    // Every admin action, kept for ACTIVITY_RETENTION_DAYS.
    await db.schema
      .createTable('activity')
      .addColumn('activityId', 'integer', id)
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('kind', 'text')
      .addColumn('entityId', 'integer')
      .addColumn('summary', 'text', (c) => c.notNull())
      .execute();
    // The daily prune deletes by time.
    await db.schema.createIndex('activityByTime').on('activity').column('createdAt').execute();
  },
});
