import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '#server/app.ts';
import { BACKUPS_PREFIX } from '#server/backup/kept-archives.ts';
import { postgresDb } from '#server/db/database.ts';
import { allFiles, type FileStore } from '#server/uploads/file-store.ts';
import { S3FileStore } from '#server/uploads/s3-file-store.ts';
import type { S3Settings } from '#server/uploads/s3-settings.ts';
import { ADMIN, type TestApi } from '../fixtures/api.ts';
import { freshDatabase, onPostgres } from '../fixtures/test-database.ts';
import { tempDir, treeState } from './backup-runs.ts';

/**
 * Where a backup is taken from or restored to: a DATA_DIR, and on the `postgres` project a
 * database of its own and an UPLOADS_DIR apart from DATA_DIR, as instances that share files have;
 * or with `s3`, the files in a bucket.
 */
export interface DataPlace {
  dataDir: string;
  uploadsDir?: string | undefined;
  databaseUrl?: string | undefined;
  s3?: S3Settings | undefined;
}

/** The S3_* settings that give `s3`; all unset without it. */
const s3Env = (s3: S3Settings | undefined) => ({
  S3_BUCKET: s3?.bucket,
  S3_PRIVATE_BUCKET: s3?.privateBucket,
  S3_ENDPOINT: s3?.endpoint,
  S3_REGION: s3?.region,
  S3_ACCESS_KEY_ID: s3?.credentials?.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3?.credentials?.secretAccessKey,
  S3_FORCE_PATH_STYLE: s3 && String(s3.forcePathStyle),
  S3_PREFIX: s3?.prefix || undefined,
});

/** The settings of the backup and restore commands for `place`. */
export const placeEnv = (place: DataPlace) => ({
  DATA_DIR: place.dataDir,
  UPLOADS_DIR: place.uploadsDir,
  DATABASE_URL: place.databaseUrl,
  ...s3Env(place.s3),
});

/** A folder for the uploads of a test API: on PostgreSQL apart from DATA_DIR, on SQLite none (DATA_DIR's). */
export const uploadsDirForEngine = async () => (onPostgres() ? await tempDir('uploads-') : undefined);

/** The place of a test API started with `uploadsDir`, or with `s3`. */
export const placeOf = (api: TestApi, uploadsDir: string | undefined, s3?: S3Settings): DataPlace => ({
  dataDir: api.dataDir,
  uploadsDir,
  databaseUrl: api.databaseUrl,
  s3,
});

/**
 * An empty place to restore into: new folders, and on PostgreSQL a new empty database; with `s3`
 * (an empty part of a bucket), its files there and no UPLOADS_DIR.
 */
export async function emptyPlace(prefix: string, s3?: S3Settings): Promise<DataPlace & { remove(): Promise<void> }> {
  const database = await freshDatabase();
  const dataDir = await tempDir(prefix);
  const uploadsDir = s3 ? undefined : await uploadsDirForEngine();
  return {
    dataDir,
    uploadsDir,
    databaseUrl: database.url,
    s3,
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

/** Every file of a store (the product's and the archives), with a digest of its bytes. */
export async function storeState(store: FileStore): Promise<string[]> {
  const lines: string[] = [];
  const read = async (key: string) => {
    const file = await store.read(key);
    const hash = createHash('sha256');
    for await (const chunk of file?.body ?? []) hash.update(chunk);
    lines.push(`${key} ${hash.digest('hex')}`);
  };
  for await (const { key } of allFiles(store)) await read(key);
  for await (const { key } of store.list(BACKUPS_PREFIX)) await read(key);
  return lines.sort();
}

/** All of a place's data: its folders' files and its bucket's with their digests, and its database's rows. */
export async function placeState(place: DataPlace) {
  return {
    dataDir: await treeState(place.dataDir),
    uploadsDir: place.uploadsDir ? await treeState(place.uploadsDir) : null,
    bucket: place.s3 ? await storeState(new S3FileStore(place.s3)) : null,
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
