import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // How a session began (SESSION_BEGINNINGS) and from what browser, for the account's list of its
    // open sessions: an owner who sees one they do not know can end it.
    await db.schema
      .alterTable('sessions')
      .addColumn('began', 'text', (c) => c.notNull().defaultTo('password'))
      .execute();
    await db.schema.alterTable('sessions').addColumn('userAgent', 'text').execute();
  },
});
