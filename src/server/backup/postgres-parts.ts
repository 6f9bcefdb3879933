import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, postgresDb } from '../db/database.ts';
import { PG_DUMP_NAME } from './backup-format.ts';
import { checkRestoredRows } from './check-restored.ts';
import { dumpRows } from './dump-rows.ts';
import type { EngineParts } from './engine-parts.ts';
import { FILE_COLUMNS, filesOfRow, referencedFiles } from './file-references.ts';
import {
  connectionEnv,
  dbnameOption,
  describeDatabase,
  findPgTool,
  type PgTool,
  runPgTool,
  serverMajor,
} from './pg-tools.ts';
import { RestoreRefused } from './restore-refused.ts';

/** pg_dump's custom format (compressed, read by pg_restore); owners and grants are the server's business. */
const DUMP_OPTIONS = ['--format=custom', '--no-owner', '--no-privileges'];
/** In one transaction: a restore that fails midway leaves the database as it was. */
const RESTORE_OPTIONS = ['--clean', '--if-exists', '--single-transaction', '--no-owner', '--no-privileges'];

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The PostgreSQL database of DATABASE_URL: dumped with pg_dump in the snapshot of a transaction
 * that also lists the rows' files, checked with pg_restore without touching any database, and
 * replaced with pg_restore in one transaction. The URL's settings reach the programs through
 * libpq's environment variables, never their command line.
 */
export function postgresParts(url: string): EngineParts {
  const env = connectionEnv(url);
  const where = describeDatabase(url);

  /** Runs `work` with one connection to the server and a finder of its version's programs. */
  async function withServer<T>(work: (db: Db, tool: (name: PgTool) => Promise<string>) => Promise<T>): Promise<T> {
    const db = postgresDb(url, 1);
    try {
      const major = await serverMajor(db);
      return await work(db, (name) => findPgTool(name, major));
    } finally {
      await db.destroy();
    }
  }

  return {
    engine: 'postgres',
    file: PG_DUMP_NAME,
    assertPresent: () =>
      withServer(async (db) => {
        const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
        if (!tables.some((table) => table.name === 'kysely_migration')) {
          throw new Error(`There is no database of this product in ${where}: is DATABASE_URL right?`);
        }
      }),
    copy: (target) =>
      withServer(async (db, tool) => {
        const pgDump = await tool('pg_dump');
        const transaction = db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only');
        return transaction.execute(async (trx) => {
          // pg_dump adopts this transaction's snapshot, so it copies the very rows listed here.
          const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
          const args = [...DUMP_OPTIONS, `--snapshot=${rows[0]?.id}`, `--file=${target}`, dbnameOption(env)];
          const [listed, dumped] = await Promise.allSettled([referencedFiles(trx), runPgTool(pgDump, args, { env })]);
          if (dumped.status === 'rejected') throw new Error(`pg_dump failed: ${reason(dumped.reason)}`);
          if (listed.status === 'rejected') throw listed.reason;
          return listed.value;
        });
      }),
    check: (file, staging) =>
      withServer(async (_db, tool) => {
        const pgRestore = await tool('pg_restore');
        const unreadable = (error: unknown): never => {
          throw new RestoreRefused(`pg_restore cannot read the database dump (${reason(error)})`);
        };
        const contents: string[] = [];
        await runPgTool(pgRestore, ['--list', file], { onLine: (line) => contents.push(line) }).catch(unreadable);
        if (!contents.some((line) => line.includes(' TABLE public kysely_migration '))) {
          throw new RestoreRefused('the database dump holds no database of this product (no kysely_migration table)');
        }
        const rows = await dumpRows(pgRestore, file, ['kysely_migration', ...Object.keys(FILE_COLUMNS)]).catch(
          unreadable,
        );
        const referenced = [...rows].flatMap(([table, all]) => all.flatMap((row) => filesOfRow(table, row)));
        const applied = (rows.get('kysely_migration') ?? []).map((row) => String(row.name));
        await checkRestoredRows({ applied, referenced }, staging, 'postgres');
      }),
    replace: (file, keep) =>
      withServer(async (db, tool) => {
        const [pgDump, pgRestore] = [await tool('pg_dump'), await tool('pg_restore')];
        // An empty database (a new one to restore into) has nothing to keep.
        const empty = (await db.introspection.getTables({ withInternalKyselyTables: true })).length === 0;
        const saved = empty ? null : path.join(await keep(), PG_DUMP_NAME);
        try {
          if (saved) await runPgTool(pgDump, [...DUMP_OPTIONS, `--file=${saved}`, dbnameOption(env)], { env });
          await runPgTool(pgRestore, [...RESTORE_OPTIONS, dbnameOption(env), file], { env });
        } catch (error) {
          if (saved) await rm(saved, { force: true });
          throw new Error(`${reason(error)}; ${where} was left as it was (a restore is one transaction)`);
        }
      }),
  };
}
