import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // An account's authenticator app (auth/second-factors.ts): confirmed once a first code matched;
    // the last step a code was accepted at, so that no code opens a session twice.
    await db.schema
      .createTable('authenticatorApps')
      .addColumn('userId', 'integer', (c) => c.primaryKey().references('users.userId').onDelete('cascade'))
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('confirmedAt', 'text')
      .addColumn('lastStep', 'integer')
      .execute();
    // Only the codes' hashes; a used code keeps its row, so that it is refused as used.
    await db.schema
      .createTable('recoveryCodes')
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.userId').onDelete('cascade'))
      .addColumn('codeHash', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('usedAt', 'text')
      .addPrimaryKeyConstraint('recoveryCodesKey', ['userId', 'codeHash'])
      .execute();
    // A session opened by a password whose account has a second factor: it may only give that factor.
    await db.schema
      .alterTable('sessions')
      .addColumn('secondFactorDue', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
