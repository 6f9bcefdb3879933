import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ id, now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // Deleted content, kept to be restored until the purge removes it with its files
    // (docs/decisions/014-trash.md): the rows are JSON, so that a table's later columns need no change here.
    await db.schema
      .createTable('trash')
      .addColumn('entryId', 'integer', id)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('entityId', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('deletedBy', 'text', (c) => c.notNull())
      .addColumn('deletedAt', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    // The purge reads the oldest entries; the list shows the newest first.
    await db.schema.createIndex('trashByDeletedAt').on('trash').column('deletedAt').execute();
  },
});
