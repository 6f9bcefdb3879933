import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

/** The database engines the schema is written for; their differences live in this folder only. */
export type Engine = 'sqlite' | 'postgres';

/** Each engine's words for the same things. */
export interface Dialect {
  engine: Engine;
  /** A row id the database numbers, which an insert may also give (the seeded categories). */
  id: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** Now in UTC as ISO text with milliseconds, "2026-11-25T16:55:01.123Z", the same on both. */
  now: ReturnType<typeof sql>;
  /** Moves `table`'s id numbering past the ids inserted explicitly. */
  afterExplicitIds: (db: Kysely<unknown>, table: string, column: string) => Promise<void>;
  /** A text column compared by code point, as SQLite compares every text (PostgreSQL's default follows the locale). */
  byCodePoint: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
}

export const DIALECTS: Record<Engine, Dialect> = {
  sqlite: {
    engine: 'sqlite',
    id: (column) => column.primaryKey().autoIncrement(),
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    afterExplicitIds: async () => {},
    byCodePoint: (column) => column,
  },
  postgres: {
    engine: 'postgres',
    id: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
    now: sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    afterExplicitIds: async (db, table, column) => {
      await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), (select max(${sql.ref(column)}) from ${sql.table(table)}))`.execute(
        db,
      );
    },
    byCodePoint: (column) => column.modifyFront(sql`collate "C"`),
  },
};
