import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFile } from '#scripts/demo/assets.ts';
import { FilePool } from '#scripts/demo/file-pool.ts';
import { pictureTextOf } from '#scripts/demo/picture-texts.ts';
import { demoPictureFiles, seedDemo } from '#scripts/demo/seed-demo.ts';
import { POOL_PICTURES, pagesPerLanguageOf, scalePlan } from '#scripts/demo/seed-scale.ts';
import { seed } from '#scripts/seed.ts';
import { buildApp } from '#server/app.ts';
import type { App } from '#server/context.ts';
import type { StoredImage } from '#server/uploads/stored-image.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { freshDatabase, type TestDatabase } from '../fixtures/test-database.ts';

describe('the synthetic seed', () => {
  let dataDir: string;
  let database: TestDatabase;
  let app: App;
  let token: string;
  const plan = { projects: 6, news: 5, vacancies: 2, buildings: 2, unitsPerBuilding: 10 };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'seed-'));
    database = await freshDatabase();
    const databaseUrl = database.url;
    expect(await seed(dataDir, { plan, databaseUrl })).toMatchObject({
      projects: 6,
      news: 5,
      vacancies: 2,
      buildings: 2,
      galleryImages: 12,
      catalogues: 6,
      units: 20,
    });
    ({ app } = await buildApp({
      dataDir,
      databaseUrl,
      siteOrigins: [],
      adminEmail: 'admin@example.com',
      adminPassword: 'a long password',
    }));
    token = (
      await app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { usernameOrEmail: 'admin@example.com', password: 'a long password' },
      })
    ).json().token;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('plans about N pages over both languages, half of them units’ pages, 100 to a building', () => {
    const perLanguage = pagesPerLanguageOf(scalePlan(20_000)) + 12;
    expect(perLanguage * 2).toBeGreaterThan(19_000);
    expect(perLanguage * 2).toBeLessThan(21_000);
    expect(scalePlan(20_000)).toMatchObject({ unitBuildings: 50, unitsPerBuilding: 100 });
  });

  it('fills every kind the API serves, with working files', async () => {
    expect((await app.inject({ url: '/projects/get/all' })).json()).toHaveLength(6);
    expect((await app.inject({ url: '/news/get/mini' })).json()).toHaveLength(5);
    expect((await app.inject({ url: '/catalog/get/catalog/1/3' })).json()).toHaveLength(1);
    const building = (await app.inject({ url: '/building/get/single/building/2' })).json();
    for (const field of [
      'buildingImageUrl',
      'buildingGoogleAdressImageUrl',
      'buildingApartmentImageUrl',
      'buildingServiceImageUrl',
      'buildingPostImageUrl',
    ]) {
      expect((await app.inject({ url: building[field] })).statusCode, field).toBe(200);
    }
  });

  it('gives each row its own copy of a pooled file: deleting one leaves the others whole', async () => {
    const [first, second] = (await app.inject({ url: '/catalog/get/mini' })).json();
    expect(first.pdfUrl).not.toBe(second.pdfUrl);
    const projects = (await app.inject({ url: '/projects/get/all' })).json();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/projects/delete/${projects[0].projectId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(200);
    for (const project of projects.slice(1)) {
      expect((await app.inject({ url: project.projectImageUrl })).statusCode).toBe(200);
    }
  });

  it('shows no image without its texts: the dashboard counts none', async () => {
    const attention = await app.inject({ url: '/attention', headers: { authorization: `Bearer ${token}` } });
    expect(attention.json().images.shownWithoutAlt).toBe(0);
  });

  it('leaves a database with content alone', async () => {
    expect(await seed(dataDir, { plan, databaseUrl: database.url })).toBeNull();
  });
});

/**
 * The demo's pool with one small encoding standing in for every picture, each still stored as the
 * media row of its own file: the rows' texts are under test here, and encoding the demo's pictures
 * takes minutes.
 */
class StandInPool extends FilePool {
  #standIn: Promise<StoredImage> | undefined;

  override async encodeAll(): Promise<void> {}

  override image(): Promise<StoredImage> {
    this.#standIn ??= super.image(assetFile(POOL_PICTURES[0] as string));
    return this.#standIn;
  }
}

describe('the demo seed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await seedDemo(api.context.db, new StandInPool(api.context.storage));
  });
  afterAll(() => api?.close());

  it('stores each picture once, with its texts in English and in Albanian', async () => {
    const rows = await api.context.db.selectFrom('media').selectAll().execute();
    expect(rows).toHaveLength(demoPictureFiles().length);
    for (const row of rows) {
      expect(row, row.originalName ?? '').toMatchObject({ ...pictureTextOf(row.originalName ?? ''), decorative: 0 });
    }
  });

  it('shows no image without its texts: the dashboard counts none', async () => {
    const attention = await api.asAdmin({ url: '/attention' });
    expect(attention.statusCode, attention.body).toBe(200);
    expect(attention.json().images.shownWithoutAlt).toBe(0);
  });
});
