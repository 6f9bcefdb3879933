import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { kyselyAdapter, openSqlite } from './sqlite-adapter.ts';
import { migrationProvider } from './migrations.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;

/** Opens the database file and brings its schema up to date. */
export async function openDatabase(file: string): Promise<Db> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselyAdapter(openSqlite(file)) }) });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
