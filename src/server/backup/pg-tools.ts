import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type PgTool = 'pg_dump' | 'pg_restore';

/** Where Debian's packages put each major version's programs (postgresql-client-NN). */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/** libpq's environment variable for each setting a postgres:// URL may carry in its query. */
const LIBPQ_ENV: Record<string, string> = {
  host: 'PGHOST',
  hostaddr: 'PGHOSTADDR',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  dbname: 'PGDATABASE',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  application_name: 'PGAPPNAME',
  options: 'PGOPTIONS',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  target_session_attrs: 'PGTARGETSESSIONATTRS',
};

/** Where a PostgreSQL program connects, without the password: for messages. */
export function describeDatabase(url: string): string {
  const address = new URL(url);
  const name = decodeURIComponent(address.pathname.slice(1)) || decodeURIComponent(address.username);
  return `the PostgreSQL database "${name}" on ${address.host || 'the local socket'}`;
}

/**
 * The settings of a postgres:// URL as libpq's environment variables, for pg_dump and pg_restore:
 * on their command line, a password would show in `ps`. Without a database in its path, the
 * database is the user's, as libpq and node-postgres default. A query parameter libpq has no
 * variable for throws, naming the parameter only.
 */
export function connectionEnv(url: string): Record<string, string> {
  const address = new URL(url);
  const parts = {
    PGHOST: address.hostname.replace(/^\[(.*)\]$/, '$1'),
    PGPORT: address.port,
    PGUSER: decodeURIComponent(address.username),
    PGPASSWORD: decodeURIComponent(address.password),
    PGDATABASE: decodeURIComponent(address.pathname.slice(1)) || decodeURIComponent(address.username),
  };
  const env: Record<string, string> = Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== ''));
  for (const [name, value] of address.searchParams) {
    const variable = LIBPQ_ENV[name];
    if (!variable) {
      throw new Error(`DATABASE_URL has the parameter ${name}, which pg_dump cannot be given; use libpq's names`);
    }
    env[variable] = value;
  }
  if (!env.PGDATABASE) throw new Error('DATABASE_URL names no database (postgres://user@host/database)');
  return env;
}

/**
 * pg_restore's `--dbname` for the database of `env`: a conninfo naming the database only, so that
 * a name holding `=` is not read as settings; everything else comes from the environment.
 */
export const dbnameOption = (env: Record<string, string>) =>
  `--dbname=dbname='${(env.PGDATABASE ?? '').replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The major version of the server `db` is connected to (15 for 15.18). */
export async function serverMajor(db: Db): Promise<number> {
  const version = sql<{ major: number }>`select current_setting('server_version_num')::int / 10000 as major`;
  const { rows } = await version.execute(db);
  return Number(rows[0]?.major);
}

/**
 * The program `tool` of the server's major version: Debian's for that version, else the one on
 * PATH if it is of that version. pg_dump refuses a newer server, and a newer one writes what an
 * older server may not restore; a mismatch throws with what to install.
 */
export async function findPgTool(tool: PgTool, major: number): Promise<string> {
  const debian = path.join(DEBIAN_ROOT, String(major), 'bin', tool);
  if (existsSync(debian)) return debian;
  const onPath = await promisify(execFile)(tool, ['--version']).then(
    ({ stdout }) => Number(/\(PostgreSQL\) (\d+)/.exec(stdout)?.[1]),
    () => null,
  );
  if (onPath === major) return tool;
  const found = onPath ? `the one on PATH is of PostgreSQL ${onPath}` : 'none was found';
  throw new Error(
    `${tool} of PostgreSQL ${major}, the server's version, is needed and ${found} (Debian: apt-get install postgresql-client-${major})`,
  );
}

/**
 * Runs a PostgreSQL program with `env` added to the environment. Resolves when it exits with 0;
 * rejects with the lines it wrote to stderr. `onLine` receives its standard output line by line.
 */
export function runPgTool(
  program: string,
  args: string[],
  { env = {}, onLine }: { env?: Record<string, string>; onLine?: (line: string) => void } = {},
): Promise<void> {
  const name = path.basename(program);
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (onLine) createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', onLine);
    else child.stdout.resume();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.once('error', (error) => reject(new Error(`${name} could not run (${error.message})`)));
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').slice(0, 3).join('; ');
      reject(new Error(said || `${name} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}
