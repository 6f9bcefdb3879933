import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, isStored, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument, pngImage } from '../fixtures/files.ts';

describe('buildings, sales categories and catalogues', () => {
  let api: TestApi;
  let buildingIds: number[];

  const saveCatalog = async (fields: Record<string, string | number>) => {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/catalog/save',
      payload: form({ ...fields, catalogImageUrl: await pngImage(200, 150), pdfUrl: [await pdfDocument(2), 'c.pdf'] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  beforeAll(async () => {
    api = await startTestApi();
    buildingIds = [];
    for (const title of ['Tower A', 'Tower B']) {
      const response = await api.asAdmin({
        method: 'POST',
        url: '/building/save',
        payload: form({
          buildingTitle: title,
          titulliNderteses: `Kulla ${title.at(-1)}`,
          buildingAdress: 'Rruga e Kavajës 10, Tirana',
          adresaNderteses: 'Rruga e Kavajës 10, Tiranë',
          buildingGoogleLink: 'https://www.google.com/maps?q=41.3275,19.8187',
          buildingImageUrl: await pngImage(),
          buildingApartmentImageUrl: await pngImage(),
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      buildingIds.push(response.json().buildingId);
    }
  });
  afterAll(() => api.close());

  it('starts with the three sales categories, in both languages', async () => {
    const categories = (await api.app.inject({ url: '/salescategory/get/mini' })).json();
    expect(categories).toEqual([
      { categoryId: 1, categoryName: 'Apartment', emriKategorise: 'Apartament' },
      { categoryId: 2, categoryName: 'Service Unit', emriKategorise: 'Njësi Shërbimi' },
      { categoryId: 3, categoryName: 'Car Post', emriKategorise: 'Vend Parkimi' },
    ]);
    expect((await api.app.inject({ url: '/salescategory/get/single/category/2' })).json()).toMatchObject({
      categoryName: 'Service Unit',
      prev: 1,
      next: 3,
    });
  });

  it('answers a building with only the images it has and its neighbours', async () => {
    const building = (await api.app.inject({ url: `/building/get/single/building/${buildingIds[0]}` })).json();
    expect(building).toMatchObject({
      buildingTitle: 'Tower A',
      buildingAdress: 'Rruga e Kavajës 10, Tirana',
      buildingServiceImageUrl: null,
      buildingPostImageUrl: null,
      prev: null,
      next: buildingIds[1],
    });
    expect(building.buildingImageUrl).toMatch(/^\/uploads\/images\//);
    expect(building.buildingApartmentImageUrl).toMatch(/^\/uploads\/images\//);
    expect(building.imageSets.buildingServiceImageUrl).toBeNull();
  });

  it('filters catalogues by building and category, and lists them all', async () => {
    const apartments = await saveCatalog({
      buildingId: buildingIds[0] as number,
      salesCategoryId: 1,
      catalogTitle: 'Two-bedroom',
      titulliKatalog: 'Apartamente 2+1',
      pdfLayout: 'L',
    });
    await saveCatalog({ buildingId: buildingIds[0] as number, salesCategoryId: 3, catalogTitle: 'Parking' });
    await saveCatalog({ buildingId: buildingIds[1] as number, salesCategoryId: 1, catalogTitle: 'Penthouses' });

    const filtered = (await api.app.inject({ url: `/catalog/get/catalog/${buildingIds[0]}/1` })).json();
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({
      salesCatalogId: apartments.salesCatalogId,
      pdfLayout: 'L',
      buildingId: buildingIds[0],
      salesCategoryId: 1,
    });
    expect((await api.app.inject({ url: `/catalog/get/catalog/${buildingIds[1]}/2` })).json()).toEqual([]);
    expect((await api.app.inject({ url: '/catalog/get/mini' })).json()).toHaveLength(3);
    expect((await api.app.inject({ url: '/catalog/get/mini/random' })).json()).toHaveLength(3);
    const single = (await api.asAdmin({ url: `/catalog/get/single/catalog/${apartments.salesCatalogId}` })).json();
    expect(single).toMatchObject({ catalogTitle: 'Two-bedroom', titulliKatalog: 'Apartamente 2+1', prev: null });
  });

  it('lists each building with each category it has catalogues in, once', async () => {
    const second = await saveCatalog({
      buildingId: buildingIds[0] as number,
      salesCategoryId: 3,
      catalogTitle: 'More parking',
    });
    expect((await api.app.inject({ url: '/catalog/get/groups' })).json()).toEqual([
      { buildingId: buildingIds[0], salesCategoryId: 1 },
      { buildingId: buildingIds[0], salesCategoryId: 3 },
      { buildingId: buildingIds[1], salesCategoryId: 1 },
    ]);
    expect((await api.app.inject({ url: `/catalog/get/groups?buildingId=${buildingIds[1]}` })).json()).toEqual([
      { buildingId: buildingIds[1], salesCategoryId: 1 },
    ]);
    const removed = await api.asAdmin({ method: 'DELETE', url: `/catalog/delete/${second.salesCatalogId}` });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('gives each building in lists the title of its first catalogue', async () => {
    const buildings = (await api.app.inject({ url: '/building/get/mini' })).json();
    expect(buildings.map((b: { catalogTitle: string | null }) => b.catalogTitle)).toEqual([
      'Two-bedroom',
      'Penthouses',
    ]);
    expect(buildings[0].titulliKatalog).toBe('Apartamente 2+1');
    expect((await api.app.inject({ url: '/building/get/mini/random' })).json()).toHaveLength(2);
  });

  it('refuses to delete a category that catalogues use, with 409 and a clear message', async () => {
    const before = (await api.app.inject({ url: '/salescategory/get/mini' })).json();
    const response = await api.asAdmin({ method: 'DELETE', url: '/salescategory/delete/1' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'IN_USE',
      message: 'This sales category still has catalogues. Move or delete them first.',
    });
    expect((await api.app.inject({ url: '/salescategory/get/mini' })).json()).toEqual(before);
  });

  it('creates, renames and deletes an unused category, by JSON and by form', async () => {
    const created = await api.asAdmin({
      method: 'POST',
      url: '/salescategory/save',
      payload: { categoryName: 'Storage', emriKategorise: 'Depo' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().categoryId;
    const renamed = await api.asAdmin({
      method: 'PUT',
      url: `/salescategory/update/${id}`,
      payload: form({ categoryName: 'Storage room', emriKategorise: 'Magazinë' }),
    });
    expect(renamed.json()).toMatchObject({ categoryId: id, categoryName: 'Storage room', emriKategorise: 'Magazinë' });
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/salescategory/delete/${id}` });
    expect(deleted.json()).toEqual({ message: 'Sales Category deleted successfully!' });
  });

  it('moves a catalogue to another building and category on update', async () => {
    const catalog = await saveCatalog({
      buildingId: buildingIds[1] as number,
      salesCategoryId: 2,
      catalogTitle: 'Shops',
    });
    const moved = await api.asAdmin({
      method: 'PUT',
      url: `/catalog/update/${catalog.salesCatalogId}`,
      payload: form({ buildingId: buildingIds[0] as number, salesCategoryId: 2, catalogTitle: 'Shops' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      buildingId: buildingIds[0],
      pdfUrl: catalog.pdfUrl,
      catalogImageUrl: catalog.catalogImageUrl,
    });
    expect((await api.app.inject({ url: `/catalog/get/catalog/${buildingIds[0]}/2` })).json()).toHaveLength(1);
  });

  it('deletes a building with its catalogues into the trash, and their PDFs when the trash lets them go, their images staying in the library', async () => {
    const building = (await api.app.inject({ url: `/building/get/single/building/${buildingIds[0]}` })).json();
    const catalogs = (await api.app.inject({ url: '/catalog/get/mini' }))
      .json()
      .filter((c: { buildingId: number }) => c.buildingId === buildingIds[0]);
    expect(catalogs.length).toBe(3);
    const response = await api.asAdmin({ method: 'DELETE', url: `/building/delete/${buildingIds[0]}` });
    expect(response.json()).toEqual({ message: 'Building deleted successfully!' });
    const pdfs = catalogs.map((c: { pdfUrl: string }) => c.pdfUrl);
    const images = [
      building.buildingImageUrl,
      building.buildingApartmentImageUrl,
      ...catalogs.map((c: { catalogImageUrl: string }) => c.catalogImageUrl),
    ];
    for (const url of [...pdfs, ...images]) expect(await isStored(api, url), url).toBe(true);
    const forGood = await api.asAdmin({ method: 'DELETE', url: `/trash/${response.headers['x-trash-entry']}` });
    expect(forGood.statusCode, forGood.body).toBe(200);
    for (const url of pdfs) expect(await isStored(api, url), url).toBe(false);
    for (const url of images) expect(await isStored(api, url), url).toBe(true);
    expect((await api.app.inject({ url: '/catalog/get/mini' })).json()).toHaveLength(1);
  });
});
