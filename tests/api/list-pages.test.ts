import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attention } from '#shared/payloads/attention.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

type Page = { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };

// The admin's paged lists (docs/decisions/012-admin-lists.md), beside the contract's whole lists.
describe('paged admin lists', () => {
  let api: TestApi;
  const buildings: Record<string, number> = {};
  const catalogs: Record<string, number> = {};
  const news: Record<string, number> = {};

  const create = async (url: string, payload: Record<string, unknown>) => {
    const response = await api.asAdmin({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Record<string, number>;
  };
  const read = async (url: string) => {
    const response = await api.asAdmin({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const ids = async (url: string, field: string) => (await read(url)).items.map((item) => item[field]);

  beforeAll(async () => {
    api = await startTestApi();
    for (const [key, buildingTitle, titulliNderteses] of [
      ['lake', 'Lake Tower', 'Kulla e Liqenit'],
      ['astir', 'Astir Residence', 'Rezidenca Astir'],
    ] as const) {
      buildings[key] = (await create('/building/save', { buildingTitle, titulliNderteses })).buildingId as number;
    }
    for (const [key, catalogTitle, titulliKatalog, building, salesCategoryId] of [
      ['flats', 'Two-bedroom flats', 'Apartamente dyshe', 'lake', 1],
      ['shops', 'Shops on the square', 'Dyqane në shesh', 'astir', 2],
      ['parking', 'Underground parking', 'Parkim nëntokë', 'lake', 3],
      ['keys', 'Keys delivered', 'Çelësat e dorëzuar', 'astir', 1],
    ] as const) {
      const buildingId = buildings[building];
      catalogs[key] = (await create('/catalog/save', { catalogTitle, titulliKatalog, buildingId, salesCategoryId }))
        .salesCatalogId as number;
    }
    for (const [key, payload] of [
      ['open', { newsType: 'event', newsTitle: 'Open day', titullLajmesh: 'Ditë e hapur në kantier' }],
      ['award', { newsTitle: 'Award for the lake tower', titullLajmesh: '' }],
      ['crane', { newsTitle: '', titullLajmesh: 'Vinçi i ri', newsDescription: 'A new crane.' }],
      ['untitled', { newsDescription: 'Draft without a title' }],
    ] as const) {
      news[key] = (await create('/news/save', payload)).newsId as number;
    }
  });
  afterAll(() => api.close());

  it('finds titles in either language by words without their accents, whatever their case', async () => {
    expect(await ids('/news/get/page?q=dite%20HAPUR', 'newsId')).toEqual([news.open]);
    expect(await ids('/news/get/page?q=vinci', 'newsId')).toEqual([news.crane]);
    expect(await ids('/catalog/get/page?q=%C3%87EL%C3%8BSAT', 'salesCatalogId')).toEqual([catalogs.keys]);
    expect(await ids('/catalog/get/page?q=celesat%20dorezuar', 'salesCatalogId')).toEqual([catalogs.keys]);
    // Every word must be found; texts other than the title are not searched; LIKE's wildcards are plain characters.
    expect(await ids('/news/get/page?q=open%20crane', 'newsId')).toEqual([]);
    expect(await ids('/news/get/page?q=draft', 'newsId')).toEqual([]);
    expect(await ids('/news/get/page?q=%25', 'newsId')).toEqual([]);
    expect(await ids('/news/get/page?q=_', 'newsId')).toEqual([]);
  });

  it('follows a title through its updates', async () => {
    const update = await api.asAdmin({
      method: 'PUT',
      url: `/news/update/${news.award}`,
      payload: { newsTitle: 'Prize for the lake tower', titullLajmesh: 'Çmim për kullën' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await ids('/news/get/page?q=award', 'newsId')).toEqual([]);
    expect(await ids('/news/get/page?q=cmim%20kullen', 'newsId')).toEqual([news.award]);
  });

  it('sorts by title, id, a column or a parent’s title, either way, ties by id', async () => {
    const { flats, shops, parking, keys } = catalogs;
    // Newest first unless asked otherwise; titles compared without accents and case.
    expect(await ids('/catalog/get/page', 'salesCatalogId')).toEqual([keys, parking, shops, flats]);
    expect(await ids('/catalog/get/page?sort=title', 'salesCatalogId')).toEqual([keys, shops, flats, parking]);
    expect(await ids('/catalog/get/page?sort=title&dir=desc', 'salesCatalogId')).toEqual([parking, flats, shops, keys]);
    expect(await ids('/catalog/get/page?sort=id', 'salesCatalogId')).toEqual([flats, shops, parking, keys]);
    // Astir Residence before Lake Tower; within a building, by id.
    expect(await ids('/catalog/get/page?sort=buildingId', 'salesCatalogId')).toEqual([shops, keys, flats, parking]);
    // Service Unit, Car Post, Apartment.
    expect(await ids('/catalog/get/page?sort=salesCategoryId&dir=desc', 'salesCatalogId')).toEqual([
      shops,
      parking,
      keys,
      flats,
    ]);
    // A title only in Albanian sorts by it; one with neither comes first.
    expect(await ids('/news/get/page?sort=title', 'newsId')).toEqual([
      news.untitled,
      news.open,
      news.award,
      news.crane,
    ]);
    // The order admins set is the default of the kinds they order.
    expect(await ids('/building/get/page', 'buildingId')).toEqual([buildings.lake, buildings.astir]);
  });

  it('narrows to a news type, a building and a category', async () => {
    expect(await ids('/news/get/page?newsType=event', 'newsId')).toEqual([news.open]);
    expect(await ids(`/catalog/get/page?buildingId=${buildings.lake}&sort=id`, 'salesCatalogId')).toEqual([
      catalogs.flats,
      catalogs.parking,
    ]);
    expect(await ids(`/catalog/get/page?buildingId=${buildings.astir}&salesCategoryId=1`, 'salesCatalogId')).toEqual([
      catalogs.keys,
    ]);
  });

  it('narrows to the items off the site and to those lacking a language, as the dashboard counts them', async () => {
    expect(await ids('/news/get/page?shown=false', 'newsId')).toEqual([news.untitled]);
    expect((await read('/news/get/page?shown=true')).total).toBe(3);
    const lackingAlbanian = await ids('/projects/get/page?missing=sq', 'projectId');
    expect(lackingAlbanian).toEqual([]);
    const project = await create('/projects/save', { projectTitle: 'Harbour', adresaProjekti: 'Rruga e Portit' });
    expect(await ids('/projects/get/page?missing=sq', 'projectId')).toEqual([project.projectId]);
    expect(await ids('/projects/get/page?missing=en', 'projectId')).toEqual([project.projectId]);

    const attention = (await api.asAdmin({ url: '/attention' })).json() as Attention;
    const counted = attention.kinds.find((kind) => kind.kind === 'news');
    expect(counted).toMatchObject({
      offSite: (await read('/news/get/page?shown=false')).total,
      missing: {
        en: (await read('/news/get/page?missing=en')).total,
        sq: (await read('/news/get/page?missing=sq')).total,
      },
    });
  });

  it('answers one page of the size asked for, with how many match in all', async () => {
    const created: number[] = [];
    for (let n = 1; n <= 30; n++) {
      created.push(
        (await create('/staff/save', { staffTittle: `Engineer ${n}`, titulliStaf: `Inxhinier ${n}` }))
          .staffId as number,
      );
    }
    const newestFirst = created.toReversed();
    const first = await read('/staff/get/page');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 24 });
    expect(first.items.map((item) => item.staffId)).toEqual(newestFirst.slice(0, 24));
    const second = await read('/staff/get/page?page=2');
    expect(second.items.map((item) => item.staffId)).toEqual(newestFirst.slice(24));
    expect((await read('/staff/get/page?page=3&pageSize=10')).items.map((item) => item.staffId)).toEqual(
      newestFirst.slice(20),
    );
    expect(await read('/staff/get/page?page=9')).toMatchObject({ items: [], total: 30, page: 9 });
    // 1, 10 to 19 and 21.
    expect((await read('/staff/get/page?q=inxhinier%201')).total).toBe(12);
  });

  it('gives each item its version, which a delete names in If-Match', async () => {
    const [item] = (await read(`/catalog/get/page?q=parking`)).items;
    expect(item?.etag).toBe('"1"');
    const stale = await api.asAdmin({
      method: 'DELETE',
      url: `/catalog/delete/${catalogs.parking}`,
      headers: { 'if-match': '"0"' },
    });
    expect(stale.statusCode).toBe(412);
    const deleted = await api.asAdmin({
      method: 'DELETE',
      url: `/catalog/delete/${catalogs.parking}`,
      headers: { 'if-match': String(item?.etag) },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read('/catalog/get/page?q=parking')).total).toBe(0);
  });

  it('refuses what no list sorts or narrows by', async () => {
    for (const query of [
      'sort=newsDate',
      'sort=catalogTitle',
      'dir=up',
      'page=0',
      'pageSize=101',
      'missing=de',
      'buildingId=tower',
      'shown=maybe',
    ]) {
      const response = await api.asAdmin({ url: `/catalog/get/page?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await api.asAdmin({ url: '/news/get/page?newsType=gossip' })).statusCode).toBe(400);
  });

  it('leaves the contract’s lists whole and as they were', async () => {
    const whole = (await api.app.inject({ url: '/staff/get/mini' })).json() as Record<string, unknown>[];
    expect(whole).toHaveLength(30);
    expect(Object.keys(whole[0] ?? {}).sort()).toEqual([
      'pershkrimiStafDy',
      'pershkrimiStafNje',
      'staffDescriptionOne',
      'staffDescriptionTwo',
      'staffId',
      'staffTittle',
      'titulliStaf',
    ]);
  });
});
