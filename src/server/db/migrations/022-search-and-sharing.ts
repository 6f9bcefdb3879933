import type { Kysely, Migration } from 'kysely';

/** The tables of the entities with pages of their own. */
const PAGED_TABLES = ['projects', 'buildings', 'news', 'staff'];

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // What an item's page says for search engines and shared links, when the admin says it
    // (#shared/entities/search-and-sharing.ts): empty, the page says what it did before.
    for (const table of PAGED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('searchDescription', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('pershkrimiKerkimit', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable(table).addColumn('socialImageUrl', 'text').execute();
    }
  },
});
