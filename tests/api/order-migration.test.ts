import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { engineOf } from '#server/db/database.ts';
import { DIALECTS } from '#server/db/migrations/dialects.ts';
import { startTestApi } from '../fixtures/api.ts';
import { olderDatabase } from '../fixtures/older-database.ts';

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
const image = (galleryImageId: number, projectId: number) => ({
  galleryImageId,
  projectId,
  galleryImageUrl: JSON.stringify({ key: `photo-${galleryImageId}`, width: 480, height: 320, widths: [480] }),
});

it('gives the rows of a database made before the order its places in their id order, and new rows go last', async () => {
  const older = await olderDatabase('006-shared-limits');
  const { db } = older;
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
  await older.migrateToLatest();

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

  const api = await startTestApi({ dataDir: older.dataDir, databaseUrl: older.databaseUrl });
  try {
    const ids = async (url: string) =>
      (await api.app.inject({ url })).json().map((item: { projectId: number }) => item.projectId);
    expect(await ids('/projects/get/all')).toEqual([1, 2, 3]);
    const added = await api.asAdmin({ method: 'POST', url: '/projects/save', payload: { projectTitle: 'Fourth' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(await ids('/projects/get/all')).toEqual([1, 2, 3, added.json().projectId]);
  } finally {
    await api.close();
    await older.remove();
  }
});
