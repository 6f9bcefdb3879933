import { type Kysely, sql } from 'kysely';
import { type Db, engineOf } from './database.ts';
import { migratorOf } from './migrations.ts';

/** Resolves once the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Throws when a migration this code knows has not run on the database (another instance is migrating it, say). */
export async function expectMigrated(db: Db): Promise<void> {
  const pending = (await migratorOf(db as Kysely<unknown>, engineOf(db)).getMigrations()).filter(
    (migration) => !migration.executedAt,
  );
  if (pending.length > 0) throw new Error(`migrations not run: ${pending.map(({ name }) => name).join(', ')}`);
}
