import { rm } from 'node:fs/promises';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '#server/app.ts';
import { postgresDb } from '#server/db/database.ts';
import { ADMIN, type TestApi } from '../fixtures/api.ts';
import { freshDatabase, onPostgres } from '../fixtures/test-database.ts';
import { tempDir, treeState } from './backup-runs.ts';

/**
 * Where a backup is taken from or restored to: a DATA_DIR, and on the `postgres` project a
 * database of its own and an UPLOADS_DIR apart from DATA_DIR, as instances that share files have.
 */
export interface DataPlace {
  dataDir: string;
  uploadsDir?: string | undefined;
  databaseUrl?: string | undefined;
}

/** The settings of the backup and restore commands for `place`. */
export const placeEnv = (place: DataPlace) => ({
  DATA_DIR: place.dataDir,
  UPLOADS_DIR: place.uploadsDir,
  DATABASE_URL: place.databaseUrl,
});

/** A folder for the uploads of a test API: on PostgreSQL apart from DATA_DIR, on SQLite none (DATA_DIR's). */
export const uploadsDirForEngine = async () => (onPostgres() ? await tempDir('uploads-') : undefined);

/** The place of a test API started with `uploadsDir`. */
export const placeOf = (api: TestApi, uploadsDir: string | undefined): DataPlace => ({
  dataDir: api.dataDir,
  uploadsDir,
  databaseUrl: api.databaseUrl,
});

/** An empty place to restore into: new folders, and on PostgreSQL a new empty database. */
export async function emptyPlace(prefix: string): Promise<DataPlace & { remove(): Promise<void> }> {
  const database = await freshDatabase();
  const dataDir = await tempDir(prefix);
  const uploadsDir = await uploadsDirForEngine();
  return {
    dataDir,
    uploadsDir,
    databaseUrl: database.url,
    async remove() {
      await database.drop();
      for (const dir of [dataDir, uploadsDir]) if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Every row of every table of a PostgreSQL database, in the order of their first column. */
async function databaseRows(url: string): Promise<Record<string, unknown[]>> {
  const db = postgresDb(url, 1);
  try {
    const rows: Record<string, unknown[]> = {};
    for (const { name } of await db.introspection.getTables({ withInternalKyselyTables: true })) {
      rows[name] = (await sql`select * from ${sql.table(name)} order by 1`.execute(db)).rows;
    }
    return rows;
  } finally {
    await db.destroy();
  }
}

/** All of a place's data: its folders' files with their digests, and its database's rows. */
export async function placeState(place: DataPlace) {
  return {
    dataDir: await treeState(place.dataDir),
    uploadsDir: place.uploadsDir ? await treeState(place.uploadsDir) : null,
    database: place.databaseUrl ? await databaseRows(place.databaseUrl) : null,
  };
}

/** The real API on a place a backup was restored to, logged in as the admin its database holds. */
export async function startApiOn(place: DataPlace) {
  const { app } = await buildApp({
    ...place,
    siteOrigins: ['http://localhost:4321'],
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { usernameOrEmail: ADMIN.email, password: ADMIN.password },
  });
  if (login.statusCode !== 200) throw new Error(`login on the restored API failed: ${login.body}`);
  const token = login.json().token as string;
  return {
    app,
    asAdmin: (request: InjectOptions) =>
      app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } }),
  };
}
