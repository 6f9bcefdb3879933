import { Migrator, sql } from 'kysely';
import { type Db, engineOf } from './database.ts';
import { migrationProvider } from './migrations.ts';

/** Resolves once the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Throws when a migration this code knows has not run on the database (another instance is migrating it, say). */
export async function expectMigrated(db: Db): Promise<void> {
  const pending = (await new Migrator({ db, provider: migrationProvider(engineOf(db)) }).getMigrations()).filter(
    (migration) => !migration.executedAt,
  );
  if (pending.length > 0) throw new Error(`migrations not run: ${pending.map(({ name }) => name).join(', ')}`);
}
