import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // The language the account's admin speaks, which its emails about its factors are written in
    // (docs/decisions/032-second-factors.md); the admin tells it at login and at each switch. Until
    // then, the admin's own default, Albanian (DEFAULT_LANGUAGE, written out: a migration does not change).
    await db.schema
      .alterTable('users')
      .addColumn('adminLanguage', 'text', (c) => c.notNull().defaultTo('sq'))
      .execute();
    // The settings that hold for every account, in one row (settingsId 1) that every API instance
    // reads with each session's check: the rule on second factors.
    await db.schema
      .createTable('accountSettings')
      .addColumn('settingsId', 'integer', (c) => c.primaryKey())
      .addColumn('factorRule', 'text', (c) => c.notNull().defaultTo('off'))
      .addColumn('updatedAt', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updatedBy', 'text')
      .execute();
    await db
      .insertInto('accountSettings' as never)
      .values({ settingsId: 1 } as never)
      .execute();
  },
});
