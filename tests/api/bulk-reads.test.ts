import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_READ_IDS, type BulkRead, bulkReadPath, catalogKey } from '#shared/bulk-reads.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { GALLERY_IMAGE } from '#shared/entities/gallery-image.ts';
import { NEWS } from '#shared/entities/news.ts';
import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';

/**
 * A bulk read answers, for every id of its range, exactly what the per-item read it stands for
 * answers to anyone: compared read by read on a site with drafts, items without a title, items
 * ordered by admins and by date, images, catalogues in several categories, and units of buildings
 * that show their prices or not, of a draft building, and not on sale.
 */
describe('bulk reads', () => {
  let api: TestApi;
  const ids: Record<string, number[]> = {};

  const created = async (url: string, fields: Parameters<typeof form>[0], idField: string) => {
    const response = await api.asAdmin({ method: 'POST', url, payload: form(fields) });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json()[idField] as number;
    ids[url] = [...(ids[url] ?? []), id];
    return id;
  };
  const read = async (url: string) => {
    const response = await api.app.inject({ url });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
  };
  const bulk = async (kind: BulkRead, idFrom = 1, idTo = BULK_READ_IDS) => {
    const response = await read(`${bulkReadPath(kind)}?idFrom=${idFrom}&idTo=${idTo}`);
    expect(response.status).toBe(200);
    return response.body as Record<string, unknown>;
  };

  beforeAll(async () => {
    api = await startTestApi();
    const lake = await created('/projects/save', { projectTitle: 'Lake Residence' }, 'projectId');
    await created('/projects/save', { projectAddress: 'Rruga e Kavajës' }, 'projectId');
    const hotel = await created('/projects/save', { titulliProjekti: 'Hotel i Liqenit' }, 'projectId');
    await created('/projects/save', { projectTitle: 'Unannounced', published: 'false' }, 'projectId');
    await created('/projects/save', { projectTitle: 'Garden Towers' }, 'projectId');
    await api.asAdmin({
      method: 'PUT',
      url: '/projects/order',
      payload: { ids: [...(ids['/projects/save'] ?? [])].reverse() },
    });
    for (const projectId of [lake, lake, hotel, lake])
      await created('/gallery/save', { projectId, galleryImageUrl: await pngImage() }, 'galleryImageId');
    for (const [title, newsDate] of [
      ['March', '2026-03-10'],
      ['January', '2026-01-10'],
      ['Same day', '2026-01-10'],
    ] as const)
      await created('/news/save', { newsTitle: title, newsDate }, 'newsId');
    const draft = await created('/news/save', { newsTitle: 'Draft', published: 'false' }, 'newsId');
    await created('/newsimage/save', { newsId: draft, newsImageUrl: await pngImage() }, 'newsImageId');
    await created(
      '/newsimage/save',
      { newsId: ids['/news/save']?.[0] as number, newsImageUrl: await pngImage() },
      'newsImageId',
    );
    await created('/staff/save', { staffTittle: 'Site engineer' }, 'staffId');
    await created('/staff/save', { pershkrimiStafNje: 'Pa titull' }, 'staffId');
    const tower = await created('/building/save', { buildingTitle: 'Tower A' }, 'buildingId');
    const annex = await created('/building/save', { titulliNderteses: 'Aneksi' }, 'buildingId');
    for (const [buildingId, salesCategoryId, catalogTitle] of [
      [tower, 1, 'Apartments'],
      [tower, 1, 'Penthouses'],
      [tower, 3, 'Parking'],
      [annex, 2, 'Shops'],
      [annex, 2, ''],
    ] as const)
      await created(
        '/catalog/save',
        { buildingId, salesCategoryId, catalogTitle, titulliKatalog: catalogTitle },
        'salesCatalogId',
      );
    await api.asAdmin({
      method: 'PUT',
      url: `/building/update/${annex}`,
      payload: { titulliNderteses: 'Aneksi', unitPrices: 'shown' },
    });
    const hidden = await created('/building/save', { buildingTitle: 'Hidden', published: 'false' }, 'buildingId');
    for (const [buildingId, reference, status] of [
      [tower, 'A-1', 'available'],
      [tower, 'A-2', 'sold'],
      [tower, 'A-3', 'notOnSale'],
      [annex, 'B-1', 'reserved'],
      [hidden, 'H-1', 'available'],
    ] as const)
      await created(
        '/unit/save',
        { buildingId, salesCategoryId: 1, reference, floor: 2, unitType: 'apartment', price: 100000, status },
        'unitId',
      );
  });
  afterAll(() => api.close());

  it.each([
    ['project', PROJECT, '/projects/save'],
    ['news', NEWS, '/news/save'],
    ['vacancy', VACANCY, '/staff/save'],
    ['building', BUILDING, '/building/save'],
    ['unit', UNIT, '/unit/save'],
  ] as const)(
    '%s: every item the site shows, as its single read answers it, and none other',
    async (kind, entity, save) => {
      const answers = await bulk(kind);
      const shown = (await read(`${entity.api.ids}?shown=true`)).body as number[];
      expect(Object.keys(answers).map(Number).sort()).toEqual([...shown].sort());
      for (const id of ids[save] ?? []) {
        const single = await read(fillPath(entity.api.single, id));
        if (shown.includes(id)) expect(answers[String(id)], `${kind} ${id}`).toEqual(single.body);
      }
    },
  );

  it.each([
    ['gallery', GALLERY_IMAGE, PROJECT],
    ['newsimage', NEWS_IMAGE, NEWS],
  ] as const)(
    '%s: the images of every parent the site shows, as their read answers them',
    async (kind, images, parent) => {
      const answers = await bulk(kind);
      const shown = (await read(`${parent.api.ids}?shown=true`)).body as number[];
      expect(Object.keys(answers).map(Number).sort()).toEqual([...shown].sort());
      for (const id of shown) {
        const single = await read(fillPath(images.collection.byParent, { [parent.idField]: id }));
        expect(answers[String(id)], `${kind} of ${id}`).toEqual(single.body);
      }
    },
  );

  it('catalog: the catalogues of each building and category that has some, as their read answers them', async () => {
    const answers = await bulk('catalog');
    const found: string[] = [];
    for (const buildingId of ids['/building/save'] ?? []) {
      for (const categoryId of [1, 2, 3, 4]) {
        const path = `${fillPath(CATALOG.api.more.ofBuildingInCategory, { buildingId, categoryId })}?shown=true`;
        const single = (await read(path)).body as unknown[];
        if (single.length > 0) found.push(catalogKey(buildingId, categoryId));
        expect(answers[catalogKey(buildingId, categoryId)] ?? [], path).toEqual(single);
      }
    }
    expect(Object.keys(answers).sort()).toEqual(found.sort());
  });

  it('answers only the range asked for, and refuses one of more ids than it covers', async () => {
    const [first, second] = ids['/news/save'] as number[];
    expect(Object.keys(await bulk('news', second as number, second as number))).toEqual([String(second)]);
    expect(Object.keys(await bulk('news', first as number, first as number))).toEqual([String(first)]);
    for (const query of [`idFrom=1&idTo=${BULK_READ_IDS + 1}`, 'idFrom=5&idTo=4', 'idFrom=1']) {
      const refused = await read(`${bulkReadPath('news')}?${query}`);
      expect(refused.status, query).toBe(400);
    }
  });
});
