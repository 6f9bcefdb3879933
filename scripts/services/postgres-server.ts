import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

/** Where Debian's packages put the server's programs, one folder per major version. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

export interface PostgresServer {
  /** The superuser's URL of the server's `postgres` database. */
  url: string;
  stop(): Promise<void>;
  /** Stops the server and keeps its data, as an outage or a restart does; `resume` starts it again on the same port. */
  halt(): Promise<void>;
  resume(): Promise<void>;
}

/** The newest installed server's bin folder, or null. */
export async function postgresBinDir(): Promise<string | null> {
  const versions = await readdir(DEBIAN_ROOT).catch(() => []);
  const newest = versions.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(DEBIAN_ROOT, newest, 'bin') : null;
}

/** PostgreSQL refuses to run as root; as root, the server runs as Debian's `postgres` account. */
function serverAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Writes what the server holds of its recent writes to disk (a seed's, say), so that its
 * checkpoint does not land in the middle of whatever is timed next.
 */
export async function checkpoint(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

async function acceptsConnections(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Starts a throwaway PostgreSQL cluster for tests and benchmarks: a new data folder, a free port
 * on loopback, durability off (nothing in it outlives the run). Stopping removes the folder.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = await postgresBinDir();
  if (!bin) throw new Error(`No PostgreSQL server under ${DEBIAN_ROOT}: run node scripts/ensure-services.ts`);
  const account = serverAccount();
  const dir = await mkdtemp(path.join(tmpdir(), 'postgres-'));
  if (account) await chown(dir, account.uid, account.gid);
  await chmod(dir, 0o700);
  const dataDir = path.join(dir, 'data');
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    { ...account, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '200',
  };
  const args = ['-D', dataDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const start = () => launch(spawn(path.join(bin, 'postgres'), args, { ...account, stdio: 'ignore' }), url, port);
  let server = await start().catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
    halt: () => server.stop(),
    async resume() {
      server = await start();
    },
  };
}

/** Waits until the spawned `server` takes connections at `url`; kills it and throws if it does not. */
async function launch(server: ChildProcess, url: string, port: number): Promise<{ stop(): Promise<void> }> {
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const started = Date.now();
  while (!(await acceptsConnections(url))) {
    if (server.exitCode !== null || Date.now() - started > 30_000) {
      server.kill('SIGKILL');
      throw new Error(`PostgreSQL did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    async stop() {
      // SIGINT is PostgreSQL's fast shutdown: it ends the sessions and stops at once.
      if (server.exitCode === null) server.kill('SIGINT');
      await exited;
    },
  };
}

/** The URL of `database` on the server of `url`. */
export function databaseUrl(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}
