import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSet, imageUrl, type StoredImage } from '#server/uploads/stored-image.ts';
import { BuildingInputSchema } from '#shared/entities/building.ts';
import { CatalogInputSchema } from '#shared/entities/catalog.ts';
import { entityOf } from '#shared/entities/entities.ts';
import type { Media } from '#shared/entities/media.ts';
import { NewsInputSchema } from '#shared/entities/news.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { ProjectInputSchema } from '#shared/entities/project.ts';
import { UnitInputSchema } from '#shared/entities/unit.ts';
import { VacancyInputSchema } from '#shared/entities/vacancy.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { olderDatabase } from '../fixtures/older-database.ts';

/** A stored image as the release before the library kept it in an image column. */
const stored = (key: string, width = 1200): StoredImage => ({
  key,
  width,
  height: Math.round(width / 1.5),
  widths: [480, width],
});
const column = (key: string) => JSON.stringify(stored(key));
const points = (byField: Record<string, { x: number; y: number }>) => JSON.stringify(byField);

/** What the release before answered for an image column and its point: the answer must stay the same. */
const answered = (key: string, point = { x: 50, y: 50 }) => ({
  url: imageUrl(stored(key)),
  set: imageSet(stored(key), point),
});

/**
 * Migration 037 (docs/decisions/034-media-library.md): a database of the release before the
 * library, with images in every table and in what is kept as JSON, becomes one with every stored
 * image a row of the library, each once with its point, and answers every image as it did.
 */
describe('the media library migration', () => {
  let api: TestApi;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const older = await olderDatabase('035-factor-rule');
    const { db } = older;
    const insert = async (table: string, idColumn: string, row: Record<string, unknown>) =>
      Number((await db.insertInto(table).values(row).returning(idColumn).executeTakeFirstOrThrow())[idColumn]);

    ids.project = await insert('projects', 'projectId', {
      ...ProjectInputSchema.parse({ projectTitle: 'Lake Residence' }),
      projectImageUrl: column('lake'),
      focalPoints: points({ projectImageUrl: { x: 30, y: 70 } }),
      position: 1,
    });
    ids.gallery = await insert('galleryImages', 'galleryImageId', {
      projectId: ids.project,
      galleryImageUrl: column('lake-lobby'),
      focalPoints: points({ galleryImageUrl: { x: 10, y: 20 } }),
      position: 1,
    });
    ids.news = await insert('news', 'newsId', {
      ...NewsInputSchema.parse({ newsTitle: 'Topping out' }),
      newsDate: '2026-11-02',
      newsImageUrl: column('crane'),
      socialImageUrl: column('crane-card'),
    });
    // The project's picture shown again by a news image, as a restored backup could have it: one row for both.
    ids.newsImage = await insert('newsImages', 'newsImageId', {
      newsId: ids.news,
      newsImageUrl: column('lake'),
      position: 1,
    });
    ids.vacancy = await insert('staff', 'staffId', {
      ...VacancyInputSchema.parse({ staffTittle: 'Site engineer' }),
      socialImageUrl: column('helmet'),
    });
    const buildingImages = {
      buildingImageUrl: column('tower'),
      buildingGoogleAdressImageUrl: column('map'),
      buildingApartmentImageUrl: column('flat'),
      buildingServiceImageUrl: column('shop'),
      buildingPostImageUrl: column('garage'),
      buildingFacadeImageUrl: column('facade'),
      buildingFloorPlanImageUrl: column('plan'),
      socialImageUrl: column('tower-card'),
    };
    ids.building = await insert('buildings', 'buildingId', {
      ...BuildingInputSchema.parse({ buildingTitle: 'Tower A' }),
      ...buildingImages,
      focalPoints: points({ buildingFacadeImageUrl: { x: 0, y: 100 } }),
      position: 1,
    });
    ids.catalog = await insert('salesCatalogs', 'salesCatalogId', {
      ...CatalogInputSchema.parse({ buildingId: ids.building, salesCategoryId: 1, catalogTitle: 'Apartments' }),
      catalogImageUrl: column('brochure'),
    });
    ids.unit = await insert('units', 'unitId', {
      ...UnitInputSchema.parse({
        buildingId: ids.building,
        salesCategoryId: 1,
        reference: 'A-01',
        floor: 1,
        unitType: 'apartment',
      }),
      floorPlanUrl: column('unit-plan'),
      focalPoints: points({ floorPlanUrl: { x: 40, y: 60 } }),
    });

    // A version of the project that showed the picture it shows now, and one whose picture was replaced since.
    const projectFields = (key: string) => ({
      ...ProjectInputSchema.parse({ projectTitle: 'Lake Residence' }),
      projectImageUrl: column(key),
      socialImageUrl: null,
      focalPoints: null,
    });
    await db
      .insertInto('versions')
      .values([
        {
          kind: 'project',
          entityId: ids.project,
          version: 1,
          operation: 'create',
          fields: JSON.stringify(projectFields('gone')),
          actor: 'admin',
        },
        {
          kind: 'project',
          entityId: ids.project,
          version: 2,
          operation: 'update',
          fields: JSON.stringify(projectFields('lake')),
          actor: 'admin',
        },
      ])
      .execute();
    await db.updateTable('projects').set({ version: 2 }).where('projectId', '=', ids.project).execute();
    // Unpublished changes that show a new picture, with its point.
    await db
      .insertInto('changeDrafts')
      .values({
        kind: 'news',
        entityId: ids.news,
        fields: JSON.stringify({
          newsImageUrl: column('crane-night'),
          focalPoints: points({ newsImageUrl: { x: 65, y: 35 } }),
        }),
        baseVersion: 1,
        revision: 1,
        savedBy: 'admin',
      })
      .execute();
    // A project in the trash, with its picture and its gallery's.
    const trashed = {
      ...ProjectInputSchema.parse({ projectTitle: 'Hill Villas' }),
      projectId: 99,
      projectImageUrl: column('hill'),
      socialImageUrl: null,
      focalPoints: points({ projectImageUrl: { x: 5, y: 5 } }),
      position: 2,
      version: 1,
      createdAt: '2026-10-01T10:00:00.000Z',
    };
    const trashedImage = {
      galleryImageId: 98,
      projectId: 99,
      galleryImageUrl: column('hill-garden'),
      focalPoints: null,
      position: 1,
      version: 1,
      createdAt: '2026-10-01T10:00:00.000Z',
    };
    ids.trashEntry = await insert('trash', 'entryId', {
      kind: 'project',
      entityId: 99,
      title: 'Hill Villas',
      content: JSON.stringify({
        rows: [
          { kind: 'project', row: trashed },
          { kind: 'gallery', row: trashedImage },
        ],
        detached: [],
      }),
      deletedBy: 'admin',
    });

    await older.migrateToLatest();
    await db.destroy();
    api = await startTestApi({ dataDir: older.dataDir, databaseUrl: older.databaseUrl });
    const close = api.close;
    api.close = async () => {
      await close();
      await older.remove();
    };
  });
  afterAll(() => api.close());

  const read = async (kind: string, id: number) => {
    const response = await api.asAdmin({ url: fillPath(entityOf(kind as 'project').api.single, id) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown> & { imageSets: Record<string, unknown> };
  };
  const media = async (mediaId: unknown) =>
    (await api.asAdmin({ url: `/media/get/single/${mediaId}` })).json() as Media;

  it('answers every image of every table as before, its point included', async () => {
    const expected: [string, string, string, string, { x: number; y: number }?][] = [
      ['project', 'project', 'projectImageUrl', 'lake', { x: 30, y: 70 }],
      ['gallery', 'gallery', 'galleryImageUrl', 'lake-lobby', { x: 10, y: 20 }],
      ['news', 'news', 'newsImageUrl', 'crane'],
      ['news', 'news', 'socialImageUrl', 'crane-card'],
      ['newsimage', 'newsImage', 'newsImageUrl', 'lake', { x: 30, y: 70 }],
      ['vacancy', 'vacancy', 'socialImageUrl', 'helmet'],
      ['building', 'building', 'buildingImageUrl', 'tower'],
      ['building', 'building', 'buildingGoogleAdressImageUrl', 'map'],
      ['building', 'building', 'buildingApartmentImageUrl', 'flat'],
      ['building', 'building', 'buildingServiceImageUrl', 'shop'],
      ['building', 'building', 'buildingPostImageUrl', 'garage'],
      ['building', 'building', 'buildingFacadeImageUrl', 'facade', { x: 0, y: 100 }],
      ['building', 'building', 'buildingFloorPlanImageUrl', 'plan'],
      ['building', 'building', 'socialImageUrl', 'tower-card'],
      ['catalog', 'catalog', 'catalogImageUrl', 'brochure'],
      ['unit', 'unit', 'floorPlanUrl', 'unit-plan', { x: 40, y: 60 }],
    ];
    for (const [kind, idName, field, key, point] of expected) {
      const item = await read(kind, ids[idName] as number);
      const { url, set } = answered(key, point);
      expect(item[field], `${kind}.${field}`).toBe(url);
      // As before, with which image of the library it is and its texts, none yet.
      expect(item.imageSets[field], `${kind}.${field}`).toEqual({
        ...set,
        mediaId: item[field.replace(/Url$/, 'MediaId')],
        alt: { en: '', sq: '' },
        decorative: false,
      });
      expect((await media(item[field.replace(/Url$/, 'MediaId')])).imageUrl).toBe(url);
    }
    expect((await read('project', ids.project as number)).socialImageUrl).toBeNull();
  });

  it('makes each stored image one row of the library, shown by every item that showed it', async () => {
    const project = await read('project', ids.project as number);
    const newsImage = await read('newsimage', ids.newsImage as number);
    expect(newsImage.newsImageMediaId).toBe(project.projectImageMediaId);
    const lake = await media(project.projectImageMediaId);
    expect(lake).toMatchObject({ altEn: '', altSq: '', decorative: false, originalName: null, uploadedBy: null });
    const uses = (await api.asAdmin({ url: `/media/get/uses/${lake.mediaId}` })).json() as { kind: string }[];
    expect(uses.map((use) => use.kind).sort()).toEqual(['newsimage', 'project']);
    // 16 live images, 15 of them distinct, the changes' one and the trash's two; the replaced version's none.
    expect((await api.asAdmin({ url: '/media/get/library?pageSize=100' })).json().total).toBe(18);
  });

  it('keeps the history: a version whose picture is still stored restores it, one whose picture is gone keeps the current one', async () => {
    const current = await read('project', ids.project as number);
    const gone = await api.asAdmin({
      method: 'POST',
      url: `/history/project/${ids.project}/restore`,
      payload: { version: 1 },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().keptFiles).toEqual(['projectImageUrl']);
    expect((await read('project', ids.project as number)).projectImageUrl).toBe(current.projectImageUrl);
  });

  it('keeps unpublished changes with their picture and point, published as any', async () => {
    const changes = (await api.asAdmin({ url: `/changes/news/${ids.news}` })).json();
    const { url, set } = answered('crane-night', { x: 65, y: 35 });
    expect(changes.draft.item.newsImageUrl).toBe(url);
    expect(changes.draft.item.imageSets.newsImageUrl).toMatchObject(set as object);
    const published = await api.asAdmin({ method: 'POST', url: `/changes/news/${ids.news}/publish` });
    expect(published.statusCode, published.body).toBe(200);
    expect((await read('news', ids.news as number)).imageSets.newsImageUrl).toMatchObject(set as object);
  });

  it('restores a project from the trash with its pictures, each a row of the library', async () => {
    const restored = await api.asAdmin({ method: 'POST', url: `/trash/${ids.trashEntry}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    const project = await read('project', 99);
    expect(project.imageSets.projectImageUrl).toMatchObject(answered('hill', { x: 5, y: 5 }).set as object);
    expect((await read('gallery', 98)).galleryImageUrl).toBe(answered('hill-garden').url);
  });
});
