import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import { LockWaitingSqliteDialect } from './lock-waiting-sqlite.ts';
import type { Engine } from './migrations/dialects.ts';
import { migratorOf } from './migrations.ts';
import { kyselyAdapter, openSqlite } from './sqlite-adapter.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;

/** Where the data lives: the PostgreSQL server of `url` when one is given, else the SQLite file. */
export interface DatabaseLocation {
  url?: string | undefined;
  sqliteFile: string;
}

/** The database of a data folder: DATABASE_URL's server when set, else the folder's SQLite file. */
export const databaseIn = (dataDir: string, url?: string | undefined): DatabaseLocation => ({
  url,
  sqliteFile: path.join(dataDir, 'db.sqlite'),
});

/** PostgreSQL's bigint (a count's type) read as a number, as SQLite answers it. */
const BIGINT_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Connections per API process; two instances and the tools stay well under PostgreSQL's 100. */
const POOL_SIZE = 10;

/** A pool of `size` connections to `url`, counts read as numbers. */
export function postgresPool(url: string, size: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: size, types: pgTypes });
  // An idle connection the server ends (a restart, a failover) is dropped from the pool, which
  // opens another when needed; unheard, the error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection ended (${error.message})`));
  // A connection that ends while in use (a server stopping) fails its query, which the API answers
  // 503, and the pool then drops it; its 'error' event, which nothing else hears, would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Kysely on the PostgreSQL server of `url` with `size` connections, the schema as it is (not migrated). */
export const postgresDb = (url: string, size: number): Db =>
  new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(url, size) }) });

/** Kysely on an open SQLite database, the schema as it is (not migrated); destroying it closes `database`. */
export const sqliteDb = (database: DatabaseSync): Db =>
  new Kysely<Database>({ dialect: new LockWaitingSqliteDialect({ database: kyselyAdapter(database) }) });

/**
 * Opens the database and brings its schema up to date. On PostgreSQL, Kysely's migrator holds an
 * advisory lock while it migrates, so instances that start together migrate once.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Db> {
  const db = location.url ? postgresDb(location.url, POOL_SIZE) : sqliteDb(openSqlite(location.sqliteFile));
  const { error } = await migratorOf(db as Kysely<unknown>, engineOf(db)).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export const engineOf = (db: { getExecutor: Kysely<unknown>['getExecutor'] }): Engine =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** Runs `statement` on a connection of its own to `url`, outside any pool. */
export async function runOnce(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops every table of the PostgreSQL database at `url` (a seed's --reset). */
export const emptyDatabase = (url: string) => runOnce(url, 'drop schema public cascade; create schema public');
