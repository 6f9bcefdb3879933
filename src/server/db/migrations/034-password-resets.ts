import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // A forgotten password's emailed link (routes/password-reset.ts): only the token's hash is kept,
    // so that a copy of the database opens no account; a used link keeps its row, refused as used.
    await db.schema
      .createTable('passwordResets')
      .addColumn('tokenHash', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.userId').onDelete('cascade'))
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('expiresAt', 'text', (c) => c.notNull())
      .addColumn('usedAt', 'text')
      .execute();
    await db.schema.createIndex('passwordResetsOfUser').on('passwordResets').column('userId').execute();
  },
});
