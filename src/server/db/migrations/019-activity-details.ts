import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // The facts of each entry as JSON (ActivityDetailsSchema), which the admin words in its own
    // language; the entries before it keep their English summary alone.
    await db.schema.alterTable('activity').addColumn('details', 'text').execute();
  },
});
