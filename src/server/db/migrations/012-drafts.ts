import type { Kysely, Migration } from 'kysely';

/** The tables of the entities with drafts (their descriptors' `drafts`). */
const DRAFTED_TABLES = ['projects', 'buildings', 'news', 'staff'];

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // 1 published, 0 a draft (docs/decisions/015-drafts.md): every item so far is published.
    for (const table of DRAFTED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    }
  },
});
