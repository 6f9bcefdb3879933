import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ engine }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // Login and form limits counted for every instance that shares the database, in
    // rate-limiter-flexible's own layout (shared-limits.ts). One SQLite instance counts in memory.
    if (engine !== 'postgres') return;
    await db.schema
      .createTable('rateLimits')
      .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
  },
});
