import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyTrashPurge } from '#server/resources/trash-purge.ts';
import type { Trash } from '#shared/payloads/trash.ts';
import { applicationForm, areStored, form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument, pngImage } from '../fixtures/files.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every file URL of an answer: its own fields and its srcset variants. */
function fileUrls(item: Record<string, unknown>): string[] {
  const sets = Object.values((item.imageSets ?? {}) as Record<string, { avif: string; webp: string } | null>);
  const variants = sets.flatMap((set) =>
    set ? [set.avif, set.webp].flatMap((srcset) => srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '')) : [],
  );
  const own = Object.entries(item)
    .filter(([field, value]) => field.endsWith('Url') && typeof value === 'string')
    .map(([, value]) => value as string);
  return [...new Set([...own, ...variants])];
}

describe('the trash', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const read = async (url: string) => api.asAdmin({ url });
  const json = async <T = Record<string, unknown>>(url: string) => (await read(url)).json() as T;
  const trash = () => json<Trash>('/trash');
  const entryOf = (response: LightMyRequestResponse) => Number(response.headers['x-trash-entry']);
  const restore = (entryId: number) => api.asAdmin({ method: 'POST', url: `/trash/${entryId}/restore` });
  const onDisk = (urls: string[]) => areStored(api, urls);

  async function save(url: string, fields: Parameters<typeof form>[0]) {
    const response = await api.asAdmin({ method: 'POST', url, payload: form(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function projectWithGallery(title: string, images = 2, albanianTitle = '') {
    const project = await save('/projects/save', {
      projectTitle: title,
      titulliProjekti: albanianTitle,
      projectImageUrl: await pngImage(300, 200),
    });
    for (let n = 0; n < images; n++) {
      await save('/gallery/save', { projectId: project.projectId, galleryImageUrl: await pngImage(200, 100 + n) });
    }
    return project.projectId as number;
  }

  async function buildingWithCatalog(title: string, salesCategoryId = 1) {
    const building = await save('/building/save', { buildingTitle: title, buildingImageUrl: await pngImage() });
    const catalog = await save('/catalog/save', {
      catalogTitle: `${title} apartments`,
      buildingId: building.buildingId,
      salesCategoryId,
      catalogImageUrl: await pngImage(),
      pdfUrl: [await pdfDocument(1), 'c.pdf'],
    });
    return { buildingId: building.buildingId as number, catalogId: catalog.salesCatalogId as number };
  }

  const remove = async (url: string) => {
    const response = await api.asAdmin({ method: 'DELETE', url });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  /** The last change event the outbox recorded. */
  const lastEvent = () =>
    api.context.db.selectFrom('outbox').selectAll().orderBy('eventId', 'desc').limit(1).executeTakeFirstOrThrow();

  it('keeps a deleted project with its gallery: the answer is as before, the item is gone, its files stay', async () => {
    const [before, projectId, after] = [
      await projectWithGallery('Before'),
      await projectWithGallery('Lake Residence', 2, 'Rezidenca e Liqenit'),
      await projectWithGallery('After'),
    ];
    const project = await json(`/projects/get/single/project/${projectId}`);
    const gallery = await json<Record<string, unknown>[]>(`/gallery/get/mini/${projectId}`);
    const files = [project, ...gallery].flatMap(fileUrls);

    const response = await remove(`/projects/delete/${projectId}`);
    expect(response.json()).toEqual({ message: 'Project deleted successfully!' });
    expect((await read(`/projects/get/single/project/${projectId}`)).statusCode).toBe(404);
    expect((await read(`/gallery/get/mini/${projectId}`)).statusCode).toBe(404);
    expect(await json(`/projects/get/single/project/${before}`)).toMatchObject({ next: after });
    expect((await onDisk(files)).every(Boolean)).toBe(true);

    const listed = await trash();
    expect(listed.retentionDays).toBe(30);
    const entry = listed.entries.find((candidate) => candidate.entryId === entryOf(response));
    expect(entry).toMatchObject({
      kind: 'project',
      entityId: projectId,
      titles: { en: 'Lake Residence', sq: 'Rezidenca e Liqenit' },
      dependants: [{ kind: 'gallery', count: 2 }],
      deletedBy: 'admin',
    });
    expect(Date.parse(entry?.purgeAt ?? '') - Date.parse(entry?.deletedAt ?? '')).toBe(30 * DAY_MS);
  });

  it('restores a project with its gallery, ids, order, versions and files, in a restore event naming its pages', async () => {
    const projectId = await projectWithGallery('Hill Villas', 3);
    const [first, second] = await json<{ projectId: number }[]>('/projects/get/all');
    // A version past the first, so that a restore is seen to keep it.
    await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${projectId}`,
      payload: { projectTitle: 'Hill Villas' },
    });
    const single = await read(`/projects/get/single/project/${projectId}`);
    const gallery = await json<Record<string, unknown>[]>(`/gallery/get/mini/${projectId}`);
    const entryId = entryOf(await remove(`/projects/delete/${projectId}`));

    const restored = await restore(entryId);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ message: '“Hill Villas” is restored.', kind: 'project', entityId: projectId });
    const again = await read(`/projects/get/single/project/${projectId}`);
    expect(again.json()).toEqual(single.json());
    expect(again.headers.etag).toBe(single.headers.etag);
    expect(await json(`/gallery/get/mini/${projectId}`)).toEqual(gallery);
    expect((await onDisk([single.json(), ...gallery].flatMap(fileUrls))).every(Boolean)).toBe(true);
    expect((await json<{ projectId: number }[]>('/projects/get/all')).slice(0, 2)).toMatchObject([first, second]);
    expect((await trash()).entries.map((entry) => entry.entryId)).not.toContain(entryId);
    const logged = await api.asAdmin({ url: '/activity?q=trash' });
    expect(logged.json().entries[0]).toMatchObject({
      action: 'restore',
      kind: 'project',
      entityId: projectId,
      summary: 'Restored project “Hill Villas” from the trash',
      details: { titles: { en: 'Hill Villas', sq: '' }, fromTrash: true },
    });

    const event = await lastEvent();
    expect(Number(restored.headers['x-publish-event'])).toBe(event.eventId);
    expect(event).toMatchObject({ kind: 'project', entityId: projectId, operation: 'restore' });
    const { prev } = single.json();
    expect(JSON.parse(event.tags)).toEqual(
      expect.arrayContaining([`project:${projectId}`, 'project:list', `gallery:${projectId}`, `project:${prev}`]),
    );
  });

  it('keeps a gallery image deleted alone, and puts it back in its place', async () => {
    const projectId = await projectWithGallery('Sea Front', 3);
    const gallery = await json<{ galleryImageId: number }[]>(`/gallery/get/mini/${projectId}`);
    const middle = gallery[1] as { galleryImageId: number };
    const response = await remove(`/gallery/delete/${middle.galleryImageId}`);
    expect(response.json()).toEqual({ message: 'Gallery image deleted successfully!' });
    expect(await json(`/gallery/get/mini/${projectId}`)).toHaveLength(2);
    expect((await trash()).entries.find((entry) => entry.entryId === entryOf(response))).toMatchObject({
      kind: 'gallery',
      entityId: middle.galleryImageId,
      titles: { en: 'Sea Front', sq: '' },
      dependants: [],
    });

    expect((await restore(entryOf(response))).statusCode).toBe(200);
    expect(await json(`/gallery/get/mini/${projectId}`)).toEqual(gallery);
    expect(JSON.parse((await lastEvent()).tags)).toEqual([`gallery:${projectId}`]);
  });

  it('names each entry in both languages from its rows, an image by its parent wherever the parent is', async () => {
    const projectId = await projectWithGallery('Garden Court', 2, 'Oborri i Kopshtit');
    const [image] = await json<{ galleryImageId: number }[]>(`/gallery/get/mini/${projectId}`);
    const imageEntry = entryOf(await remove(`/gallery/delete/${image?.galleryImageId}`));
    const albanianOnly = await save('/staff/save', { titulliStaf: 'Inxhinier ndërtimi' });
    const vacancyEntry = entryOf(await remove(`/staff/delete/${albanianOnly.staffId}`));
    const untitled = await save('/staff/save', {});
    const untitledEntry = entryOf(await remove(`/staff/delete/${untitled.staffId}`));
    const titlesOf = async (...entryIds: number[]) => {
      const { entries } = await trash();
      return entryIds.map((entryId) => entries.find((entry) => entry.entryId === entryId)?.titles);
    };
    const gardenCourt = { en: 'Garden Court', sq: 'Oborri i Kopshtit' };
    expect(await titlesOf(imageEntry, vacancyEntry, untitledEntry)).toEqual([
      gardenCourt,
      { en: '', sq: 'Inxhinier ndërtimi' },
      { en: '', sq: '' },
    ]);

    // Edited, the parent names its image by its new titles; deleted, by those its own entry keeps.
    await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${projectId}`,
      payload: { projectTitle: 'Garden Court II', titulliProjekti: 'Oborri i Kopshtit II' },
    });
    const renamed = { en: 'Garden Court II', sq: 'Oborri i Kopshtit II' };
    expect(await titlesOf(imageEntry)).toEqual([renamed]);
    const projectEntry = entryOf(await remove(`/projects/delete/${projectId}`));
    expect(await titlesOf(imageEntry, projectEntry)).toEqual([renamed, renamed]);
  });

  it('refuses with 409 to restore a catalogue whose building is gone, and keeps it until the building is back', async () => {
    const { buildingId, catalogId } = await buildingWithCatalog('Tower North');
    const catalogEntry = entryOf(await remove(`/catalog/delete/${catalogId}`));
    const buildingEntry = entryOf(await remove(`/building/delete/${buildingId}`));

    const refused = await restore(catalogEntry);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'REFERENCE_GONE',
      message: `“Tower North apartments” cannot be restored: it needs building #${buildingId}, which no longer exists. Restore that first, if it is in the trash.`,
    });
    expect((await trash()).entries.map((entry) => entry.entryId)).toContain(catalogEntry);

    expect((await restore(buildingEntry)).statusCode).toBe(200);
    expect((await restore(catalogEntry)).statusCode).toBe(200);
    expect(await json(`/catalog/get/catalog/${buildingId}/1`)).toMatchObject([{ salesCatalogId: catalogId }]);
  });

  it('restores a building with its catalogues, refused while the sales category of one is gone', async () => {
    const category = await save('/salescategory/save', { categoryName: 'Storage', emriKategorise: 'Depo' });
    const { buildingId, catalogId } = await buildingWithCatalog('Tower South', category.categoryId);
    const catalog = await json(`/catalog/get/single/catalog/${catalogId}`);
    const buildingEntry = entryOf(await remove(`/building/delete/${buildingId}`));
    expect((await read(`/catalog/get/single/catalog/${catalogId}`)).statusCode).toBe(404);
    // Without its catalogue the category is in use no more, and can go.
    const categoryEntry = entryOf(await remove(`/salescategory/delete/${category.categoryId}`));

    const refused = await restore(buildingEntry);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `“Tower South” cannot be restored: its sales catalog #${catalogId} needs sales category #${category.categoryId}, which no longer exists. Restore that first, if it is in the trash.`,
    );
    expect((await read(`/building/get/single/building/${buildingId}`)).statusCode).toBe(404);

    expect((await restore(categoryEntry)).statusCode).toBe(200);
    expect((await restore(buildingEntry)).statusCode).toBe(200);
    expect(await json(`/catalog/get/single/catalog/${catalogId}`)).toEqual(catalog);
    expect((await onDisk(fileUrls(catalog))).every(Boolean)).toBe(true);
  });

  it('refuses with 409 to restore an item whose id is taken meanwhile', async () => {
    const vacancy = await save('/staff/save', { staffTittle: 'Architect' });
    const entryId = entryOf(await remove(`/staff/delete/${vacancy.staffId}`));
    // As a restored backup could: another row under the same id.
    const {
      prev: _prev,
      next: _next,
      published: _published,
      imageSets: _imageSets,
      focalPoints: _focalPoints,
      socialImageUrl: _socialImage,
      ...row
    } = vacancy;
    await api.context.db
      .insertInto('staff')
      .values({ ...row, staffTittle: 'Someone else', updatedAt: null, updatedBy: null })
      .execute();
    const refused = await restore(entryId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ID_TAKEN',
      message: `“Architect” cannot be restored: job vacancy #${vacancy.staffId} exists.`,
    });
  });

  it('links the applications to a restored vacancy again', async () => {
    const vacancy = await save('/staff/save', { staffTittle: 'Site engineer' });
    const application = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: applicationForm(vacancy.staffId, await pdfDocument(1)),
    });
    expect(application.statusCode, application.body).toBe(201);
    const staffIdOfApplications = async () =>
      (await api.context.db.selectFrom('contacts').select('staffId').where('kind', '=', 'application').execute()).map(
        (row) => row.staffId,
      );
    const entryId = entryOf(await remove(`/staff/delete/${vacancy.staffId}`));
    expect(await staffIdOfApplications()).toEqual([null]);
    expect((await restore(entryId)).statusCode).toBe(200);
    expect(await staffIdOfApplications()).toEqual([vacancy.staffId]);
  });

  it('answers 404 to a restore of an entry that is gone, as when another admin restored it first', async () => {
    const vacancy = await save('/staff/save', { staffTittle: 'Surveyor' });
    const entryId = entryOf(await remove(`/staff/delete/${vacancy.staffId}`));
    const [first, second] = await Promise.all([restore(entryId), restore(entryId)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    expect([first, second].find((answer) => answer.statusCode === 404)?.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'This item is no longer in the trash.',
    });
  });

  it('purges the entries past the retention with their files, once, however many purge together', async () => {
    const oldImage = await save('/media/save', { imageUrl: await pngImage(200, 120) });
    const newImage = await save('/media/save', { imageUrl: await pngImage(200, 121) });
    const [oldFiles, newFiles] = [fileUrls(oldImage), fileUrls(newImage)];
    const oldEntry = entryOf(await remove(`/media/delete/${oldImage.mediaId}`));
    const newEntry = entryOf(await remove(`/media/delete/${newImage.mediaId}`));
    const longAgo = new Date(Date.now() - 31 * DAY_MS).toISOString();
    await api.context.db.updateTable('trash').set({ deletedAt: longAgo }).where('entryId', '=', oldEntry).execute();

    const purged = await Promise.all([api.context.trash.purge(), api.context.trash.purge()]);
    expect(purged.sort()).toEqual([0, 1]);
    const left = (await trash()).entries.map((entry) => entry.entryId);
    expect(left).not.toContain(oldEntry);
    expect(left).toContain(newEntry);
    expect((await onDisk(oldFiles)).some(Boolean)).toBe(false);
    expect((await onDisk(newFiles)).every(Boolean)).toBe(true);
    expect((await restore(oldEntry)).statusCode).toBe(404);
  });

  it('purges when the API starts, and then daily', async () => {
    const vacancy = await save('/staff/save', { staffTittle: 'Old vacancy' });
    const entryId = entryOf(await remove(`/staff/delete/${vacancy.staffId}`));
    const longAgo = new Date(Date.now() - 31 * DAY_MS).toISOString();
    await api.context.db.updateTable('trash').set({ deletedAt: longAgo }).where('entryId', '=', entryId).execute();
    const purge = dailyTrashPurge(api.context.trash, api.app.log);
    purge.start();
    await purge.stop();
    expect((await trash()).entries.map((entry) => entry.entryId)).not.toContain(entryId);
  });

  it('deletes one entry for good with its files, and empties the trash with everyone’s', async () => {
    const one = await save('/media/save', { imageUrl: await pngImage(160, 90) });
    const two = await save('/media/save', { imageUrl: await pngImage(160, 91) });
    const [oneFiles, twoFiles] = [fileUrls(one), fileUrls(two)];
    const oneEntry = entryOf(await remove(`/media/delete/${one.mediaId}`));
    await remove(`/media/delete/${two.mediaId}`);
    // A project's entry holds no image files: its images stay in the library.
    const project = await projectWithGallery('Kept images');
    const projectFiles = fileUrls(await json(`/projects/get/single/project/${project}`));
    await remove(`/projects/delete/${project}`);

    const discarded = await api.asAdmin({ method: 'DELETE', url: `/trash/${oneEntry}` });
    expect(discarded.json()).toEqual({ message: 'Deleted for good.' });
    expect((await onDisk(oneFiles)).some(Boolean)).toBe(false);
    expect((await onDisk(twoFiles)).every(Boolean)).toBe(true);
    expect((await api.asAdmin({ method: 'DELETE', url: `/trash/${oneEntry}` })).statusCode).toBe(404);

    const count = (await trash()).entries.length;
    const emptied = await api.asAdmin({ method: 'DELETE', url: '/trash' });
    expect(emptied.json()).toEqual({ message: `The trash is empty: ${count} items deleted for good.` });
    expect((await trash()).entries).toEqual([]);
    expect((await onDisk(twoFiles)).some(Boolean)).toBe(false);
    expect((await onDisk(projectFiles)).every(Boolean)).toBe(true);
  });

  it('lets editors list and restore, and only admins delete for good', async () => {
    const vacancy = await save('/staff/save', { staffTittle: 'Draughtsman' });
    const entryId = entryOf(await remove(`/staff/delete/${vacancy.staffId}`));
    const asUser = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
      api.app.inject({ method, url, headers: { authorization: `Bearer ${api.userToken}` } });
    expect((await asUser('GET', '/trash')).statusCode).toBe(200);
    expect((await asUser('DELETE', `/trash/${entryId}`)).statusCode).toBe(403);
    expect((await asUser('DELETE', '/trash')).statusCode).toBe(403);
    expect((await asUser('POST', `/trash/${entryId}/restore`)).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/trash' })).statusCode).toBe(401);
  });
});
