import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // Whether the site shows a unit's price or "on request" (issue 40's bulk changes), within its
    // building's choice: a unit of a building that shows prices may still keep its own to itself.
    await db.schema
      .alterTable('units')
      .addColumn('priceDisplay', 'text', (c) => c.notNull().defaultTo('shown'))
      .execute();
  },
});
