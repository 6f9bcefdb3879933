import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // The item forms open now, one row per browser tab (#shared/payloads/presence.ts): shared by
    // every API instance, and forgotten once a form stops telling that it is open.
    await db.schema
      .createTable('presence')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('entityId', 'integer', (c) => c.notNull())
      .addColumn('tab', 'text', (c) => c.notNull())
      .addColumn('userId', 'integer', (c) => c.notNull())
      .addColumn('since', 'text', (c) => c.notNull())
      .addColumn('seenAt', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('presencePrimaryKey', ['kind', 'entityId', 'tab'])
      .execute();
    await db.schema.createIndex('presenceBySeenAt').on('presence').column('seenAt').execute();
  },
});
