import { DatabaseSync } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';

/** Opens a SQLite file for one writer process: WAL, foreign keys, a busy timeout. */
export function openSqlite(file: string): DatabaseSync {
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  return database;
}

/** Presents node:sqlite as the better-sqlite3 subset that Kysely's SqliteDialect drives. */
export function kyselyAdapter(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      const params = (parameters: ReadonlyArray<unknown>) => parameters as never[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...params(parameters)),
        run: (parameters) => {
          const result = statement.run(...params(parameters));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate(...params(parameters)),
      };
    },
  };
}
