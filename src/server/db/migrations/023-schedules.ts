import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // An item's scheduled publication and removal (docs/decisions/026-scheduled-publication.md):
    // one row per item and action, done once by whichever API instance claims it when it is due.
    await db.schema
      .createTable('schedules')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('entityId', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('scheduledBy', 'text', (c) => c.notNull())
      .addColumn('scheduledAt', 'text', (c) => c.notNull())
      .addColumn('claimedUntil', 'text')
      .addColumn('failure', 'text')
      .addPrimaryKeyConstraint('schedulesPrimaryKey', ['kind', 'entityId', 'action'])
      .execute();
    await db.schema.createIndex('schedulesByAt').on('schedules').column('at').execute();
  },
});
