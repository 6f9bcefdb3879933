import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ id, now: createdAt }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox')
      .addColumn('eventId', 'integer', id)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('entityId', 'integer', (c) => c.notNull())
      .addColumn('operation', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deliveredAt', 'text')
      .addColumn('liveAt', 'text')
      .addColumn('rendered', 'integer')
      .addColumn('pages', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('error', 'text')
      .addColumn('lastError', 'text')
      .execute();
    // The dispatcher reads the undelivered events, oldest first, after every write.
    await db.schema
      .createIndex('outboxPending')
      .on('outbox')
      .column('eventId')
      .where(sql.ref('deliveredAt'), 'is', null)
      .execute();
  },
});
