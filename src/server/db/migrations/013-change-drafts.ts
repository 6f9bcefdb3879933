import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // Unpublished changes to a published item, at most one set per item
    // (docs/decisions/017-drafts-of-changes.md): the changed fields are JSON, files as stored.
    await db.schema
      .createTable('changeDrafts')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('entityId', 'integer', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('baseVersion', 'integer', (c) => c.notNull())
      // Counts the saves of the item's changes, for If-Match between editors of the same changes.
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('savedBy', 'text', (c) => c.notNull())
      .addColumn('savedAt', 'text', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('changeDraftsPrimaryKey', ['kind', 'entityId'])
      .execute();
  },
});
