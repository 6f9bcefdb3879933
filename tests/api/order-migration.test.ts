import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { engineOf, postgresDb, sqliteDb } from '../../src/server/db/database.ts';
import { migrationProvider } from '../../src/server/db/migrations.ts';
import { DIALECTS } from '../../src/server/db/migrations/dialects.ts';
import { openSqlite } from '../../src/server/db/sqlite-adapter.ts';
import { startTestApi } from '../fixtures/api.ts';
import { freshDatabase } from '../fixtures/test-database.ts';

const project = (projectId: number) => ({
  projectId,
  projectType: 'Residential',
  projectTitle: `Project ${projectId}`,
  ...Object.fromEntries(
    ['titulliProjekti', 'projectAddress', 'adresaProjekti', 'projectDescription', 'pershkrimiProjekti']
      .concat(['boxOne', 'boxTwo', 'boxThree', 'boxFour', 'boxFive', 'boxSix', 'boxSeven', 'boxEight'])
      .map((field) => [field, '']),
  ),
});
const image = (galleryImageId: number, projectId: number) => ({ galleryImageId, projectId, galleryImageUrl: 'x' });

it('gives the rows of a database made before the order its places in their id order, and new rows go last', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'order-migration-'));
  const database = await freshDatabase();
  const db = (database.url
    ? postgresDb(database.url, 2)
    : sqliteDb(openSqlite(path.join(dataDir, 'db.sqlite')))) as unknown as Kysely<
    Record<string, Record<string, unknown>>
  >;
  const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
  expect((await migrator.migrateTo('006-shared-limits')).error).toBeUndefined();
  // Inserted out of id order, so that only the ids can explain the places.
  await db
    .insertInto('projects')
    .values([project(3), project(1), project(2)])
    .execute();
  await db
    .insertInto('galleryImages')
    .values([image(5, 1), image(2, 2), image(4, 1), image(1, 1), image(3, 2)])
    .execute();
  const { afterExplicitIds } = DIALECTS[engineOf(db)];
  await afterExplicitIds(db as Kysely<unknown>, 'projects', 'projectId');
  await afterExplicitIds(db as Kysely<unknown>, 'galleryImages', 'galleryImageId');
  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  const places = async (table: string, id: string, parent?: string) =>
    (await db.selectFrom(table).selectAll().orderBy(id).execute()).map((row) =>
      [row[id], parent ? row[parent] : null, row.position].map(Number),
    );
  expect(await places('projects', 'projectId')).toEqual([
    [1, 0, 1],
    [2, 0, 2],
    [3, 0, 3],
  ]);
  expect(await places('galleryImages', 'galleryImageId', 'projectId')).toEqual([
    [1, 1, 1],
    [2, 2, 1],
    [3, 2, 2],
    [4, 1, 2],
    [5, 1, 3],
  ]);
  await db.destroy();

  const api = await startTestApi({ dataDir, databaseUrl: database.url });
  try {
    const ids = async (url: string) =>
      (await api.app.inject({ url })).json().map((item: { projectId: number }) => item.projectId);
    expect(await ids('/projects/get/all')).toEqual([1, 2, 3]);
    const added = await api.asAdmin({ method: 'POST', url: '/projects/save', payload: { projectTitle: 'Fourth' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(await ids('/projects/get/all')).toEqual([1, 2, 3, added.json().projectId]);
  } finally {
    await api.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
