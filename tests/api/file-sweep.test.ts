import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_AFTER_MS, sweepUnreferencedFiles } from '#server/resources/file-sweep.ts';
import { CVS_PREFIX, IMAGES_PREFIX, PDFS_PREFIX, PUBLIC_PREFIX } from '#server/uploads/file-store.ts';
import { applicationForm, form, startTestApi, storedKeys, type TestApi } from '../fixtures/api.ts';
import { pdfDocument, pngImage } from '../fixtures/files.ts';

/**
 * The sweep of files no row names (resources/file-sweep.ts): what a write that failed after storing
 * its files left goes once a day old; what a row, an unpublished change or a trash entry names stays.
 */
describe('the sweep of stored files no row names', () => {
  let api: TestApi;
  const orphans = [
    `${IMAGES_PREFIX}left-by-a-crash-64.webp`,
    `${PDFS_PREFIX}left-by-a-crash.pdf`,
    `${CVS_PREFIX}left-by-a-crash.pdf`,
  ];

  beforeAll(async () => {
    api = await startTestApi({ contactRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    const saved = async (url: string, payload: FormData) => {
      const response = await api.asAdmin({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const building = await saved(
      '/building/save',
      form({ buildingTitle: 'Tower A', titulliNderteses: 'Kulla A', buildingImageUrl: await pngImage() }),
    );
    await saved(
      '/catalog/save',
      form({
        buildingId: building.buildingId,
        salesCategoryId: 1,
        catalogTitle: 'Apartments',
        catalogImageUrl: await pngImage(200, 150),
        pdfUrl: [await pdfDocument(2), 'c.pdf'],
      }),
    );
    const staff = await saved('/staff/save', form({ staffTittle: 'Site engineer', titulliStaf: 'Inxhinier kantieri' }));
    const application = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: applicationForm(staff.staffId, await pdfDocument(1)),
    });
    expect(application.statusCode, application.body).toBe(201);
    // A trashed catalogue keeps its PDF until the trash lets it go.
    const trashed = await saved(
      '/catalog/save',
      form({
        buildingId: building.buildingId,
        salesCategoryId: 2,
        catalogTitle: 'Offices',
        catalogImageUrl: await pngImage(200, 150),
        pdfUrl: [await pdfDocument(1), 'o.pdf'],
      }),
    );
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/catalog/delete/${trashed.salesCatalogId}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of orphans) await api.context.storage.files.write(key, await pdfDocument(1), 'application/pdf');
  });
  afterAll(() => api.close());

  const everyFile = async () =>
    [...(await storedKeys(api, PUBLIC_PREFIX)), ...(await storedKeys(api, CVS_PREFIX))].sort();

  it('keeps a file no row names while it is younger than a day: it may belong to a write under way', async () => {
    const before = await everyFile();
    expect(before).toEqual(expect.arrayContaining(orphans));
    expect(await sweepUnreferencedFiles(api.context.db, api.context.storage.files)).toBe(0);
    expect(await everyFile()).toEqual(before);
  });

  it('removes the files no row names once a day old, and only those, saying how many', async () => {
    const before = await everyFile();
    const dayLater = new Date(Date.now() + SWEEP_AFTER_MS + 60_000);
    expect(await sweepUnreferencedFiles(api.context.db, api.context.storage.files, dayLater)).toBe(orphans.length);
    expect(await everyFile()).toEqual(before.filter((key) => !orphans.includes(key)));
    // Every image, the catalogue's and the trashed catalogue's PDFs, and the CV stay.
    expect((await storedKeys(api, PDFS_PREFIX)).length).toBe(2);
    expect((await storedKeys(api, CVS_PREFIX)).length).toBe(1);
    expect(await sweepUnreferencedFiles(api.context.db, api.context.storage.files, dayLater)).toBe(0);
  });
});
