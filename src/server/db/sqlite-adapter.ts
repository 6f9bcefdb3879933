import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Opens a SQLite file for one writer process: WAL, foreign keys. No busy timeout: node:sqlite would
 * wait for another connection's lock synchronously, the whole process still; a statement that
 * finds the file locked is tried again asynchronously instead (lock-waiting-sqlite.ts).
 */
export function openSqlite(file: string): DatabaseSync {
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 0 });
  database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  return database;
}

/**
 * Prepared statements kept for reuse. Kysely prepares every query it runs, and preparing cost more
 * than running most reads; the queries come in a few dozen shapes, `in (…)` lists aside.
 */
const MAX_KEPT_STATEMENTS = 500;

const params = (parameters: ReadonlyArray<unknown>) => parameters as never[];

function adapt(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...params(parameters)),
    run: (parameters) => {
      const result = statement.run(...params(parameters));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...params(parameters)),
  };
}

/**
 * Presents node:sqlite as the better-sqlite3 subset that Kysely's SqliteDialect drives. A kept
 * statement is safe to share: node:sqlite runs each to the end before the next one starts, and
 * nothing here streams (iterate).
 */
export function kyselyAdapter(database: DatabaseSync): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => {
      kept.clear();
      database.close();
    },
    prepare(sql) {
      let statement = kept.get(sql);
      if (!statement) {
        if (kept.size >= MAX_KEPT_STATEMENTS) kept.clear();
        statement = adapt(database.prepare(sql));
        kept.set(sql, statement);
      }
      return statement;
    },
  };
}
