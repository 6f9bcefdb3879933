import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // When each account last logged in, for the admin's accounts screen; null until it does.
    await db.schema.alterTable('users').addColumn('lastLoginAt', 'text').execute();
  },
});
