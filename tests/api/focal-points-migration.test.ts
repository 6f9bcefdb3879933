import { expect, it } from 'vitest';
import { ProjectInputSchema } from '#shared/entities/project.ts';
import { startTestApi } from '../fixtures/api.ts';
import { olderDatabase } from '../fixtures/older-database.ts';

const CENTRE = { x: 50, y: 50 };

it('centres every image stored before focal points, and keeps them centred through a save without any', async () => {
  const older = await olderDatabase('022-search-and-sharing');
  const image = JSON.stringify({ key: 'older-photo', width: 1200, height: 800, widths: [480, 1200] });
  const { projectId } = await older.db
    .insertInto('projects')
    .values({ ...ProjectInputSchema.parse({ projectTitle: 'Lake Residence' }), projectImageUrl: image, position: 1 })
    .returning('projectId')
    .executeTakeFirstOrThrow();
  await older.migrateToLatest();
  await older.db.destroy();

  const api = await startTestApi({ dataDir: older.dataDir, databaseUrl: older.databaseUrl });
  try {
    const read = async () => (await api.app.inject({ url: `/projects/get/single/project/${projectId}` })).json();
    const item = await read();
    expect(item.focalPoints).toEqual({ projectImageUrl: CENTRE, socialImageUrl: CENTRE });
    expect(item.imageSets.projectImageUrl).toMatchObject({ width: 1200, focalPoint: CENTRE });
    const saved = await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${projectId}`,
      payload: { projectTitle: 'Lake Residence', projectAddress: 'Tirana' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).imageSets.projectImageUrl.focalPoint).toEqual(CENTRE);
  } finally {
    await api.close();
    await older.remove();
  }
});
