import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/auth/passwords.ts';
import { insertUser } from '#server/repositories/users.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';

/** Every editable kind: how to create one, where its single read, update and delete live, and a text field to change. */
const KINDS = [
  {
    name: 'project',
    prefix: '/projects',
    single: '/projects/get/single/project',
    id: 'projectId',
    field: 'projectTitle',
    body: {},
  },
  {
    name: 'sales category',
    prefix: '/salescategory',
    single: '/salescategory/get/single/category',
    id: 'categoryId',
    field: 'categoryName',
    body: {},
  },
  {
    name: 'vacancy',
    prefix: '/staff',
    single: '/staff/get/single/staff',
    id: 'staffId',
    field: 'staffTittle',
    body: {},
  },
  {
    name: 'news item',
    prefix: '/news',
    single: '/news/get/single/news',
    id: 'newsId',
    field: 'newsTitle',
    body: { newsType: 'news' },
  },
  {
    name: 'building',
    prefix: '/building',
    single: '/building/get/single/building',
    id: 'buildingId',
    field: 'buildingTitle',
    body: {},
  },
] as const;

const OTHER_ADMIN = { username: 'mira', email: 'mira@example.com', password: 'the other admin’s password' };

describe('edits that cannot overwrite each other', () => {
  let api: TestApi;
  let otherToken: string;
  beforeAll(async () => {
    api = await startTestApi();
    const { username, email } = OTHER_ADMIN;
    await insertUser(api.context.db, {
      username,
      email,
      passwordHash: await hashPassword(OTHER_ADMIN.password),
      roles: ['ROLE_ADMIN'],
    });
    otherToken = await api.login(OTHER_ADMIN.email, OTHER_ADMIN.password);
  });
  afterAll(() => api.close());

  const asOther = (request: Parameters<TestApi['asAdmin']>[0]) =>
    api.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${otherToken}` } });

  for (const kind of KINDS) {
    it(`${kind.name}: answers an ETag, and refuses a stale If-Match on update and delete with 412 naming who changed it`, async () => {
      const created = await api.asAdmin({
        method: 'POST',
        url: `${kind.prefix}/save`,
        payload: { ...kind.body, [kind.field]: 'First' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json()[kind.id];
      const opened = await api.asAdmin({ url: `${kind.single}/${id}` });
      const etag = opened.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);

      const saved = await asOther({
        method: 'PUT',
        url: `${kind.prefix}/update/${id}`,
        headers: { 'if-match': etag },
        payload: { ...kind.body, [kind.field]: 'Mira’s' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const current = await api.asAdmin({ url: `${kind.single}/${id}` });
      expect(current.headers.etag).not.toBe(etag);

      const stale = await api.asAdmin({
        method: 'PUT',
        url: `${kind.prefix}/update/${id}`,
        headers: { 'if-match': etag },
        payload: { ...kind.body, [kind.field]: 'Mine' },
      });
      expect(stale.statusCode, stale.body).toBe(412);
      expect(stale.json()).toMatchObject({
        code: 'EDIT_CONFLICT',
        message: expect.any(String),
        changedBy: OTHER_ADMIN.username,
      });
      expect(Date.now() - Date.parse(stale.json().changedAt)).toBeLessThan(60_000);
      expect(stale.headers.etag).toBe(current.headers.etag);
      const staleDelete = await api.asAdmin({
        method: 'DELETE',
        url: `${kind.prefix}/delete/${id}`,
        headers: { 'if-match': etag },
      });
      expect(staleDelete.statusCode, staleDelete.body).toBe(412);
      const after = await api.asAdmin({ url: `${kind.single}/${id}` });
      expect(after.json()).toEqual(current.json());
      expect(after.headers.etag).toBe(current.headers.etag);

      const deleted = await api.asAdmin({
        method: 'DELETE',
        url: `${kind.prefix}/delete/${id}`,
        headers: { 'if-match': current.headers.etag as string },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    });
  }

  it('gives one success and one 412 to two updates sent at once with the same If-Match, over and over', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
    const created = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle: 'Race' } });
    const id = created.json().staffId;
    for (let round = 0; round < 20; round++) {
      const etag = (await fetch(`${origin}/staff/get/single/staff/${id}`)).headers.get('etag') as string;
      const update = (title: string) =>
        fetch(`${origin}/staff/update/${id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json', 'if-match': etag },
          body: JSON.stringify({ staffTittle: title }),
        }).then((response) => response.status);
      const statuses = await Promise.all([update(`A${round}`), update(`B${round}`)]);
      expect(statuses.sort()).toEqual([200, 412]);
    }
  });

  it('keeps today’s behaviour for clients that send no If-Match', async () => {
    const created = await api.asAdmin({ method: 'POST', url: '/projects/save', payload: { projectTitle: 'Plain' } });
    const id = created.json().projectId;
    await asOther({ method: 'PUT', url: `/projects/update/${id}`, payload: { projectTitle: 'Changed' } });
    const updated = await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${id}`,
      payload: { projectTitle: 'Last wins' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().projectTitle).toBe('Last wins');
    expect((await api.asAdmin({ method: 'DELETE', url: `/projects/delete/${id}` })).statusCode).toBe(200);
  });

  it('answers the ETag of a catalogue and of an image, and takes If-Match on their deletes', async () => {
    const building = (
      await api.asAdmin({ method: 'POST', url: '/building/save', payload: { buildingTitle: 'Tower' } })
    ).json();
    const catalog = await api.asAdmin({
      method: 'POST',
      url: '/catalog/save',
      payload: { catalogTitle: 'Plans', salesCategoryId: 1, buildingId: building.buildingId, pdfLayout: 'P' },
    });
    expect(catalog.statusCode, catalog.body).toBe(201);
    const catalogId = catalog.json().salesCatalogId;
    const catalogEtag = (await api.asAdmin({ url: `/catalog/get/single/catalog/${catalogId}` })).headers.etag as string;
    expect(catalogEtag).toMatch(/^"[^"]+"$/);
    const catalogUpdate = await asOther({
      method: 'PUT',
      url: `/catalog/update/${catalogId}`,
      headers: { 'if-match': catalogEtag },
      payload: { catalogTitle: 'Plans 2', salesCategoryId: 1, buildingId: building.buildingId, pdfLayout: 'P' },
    });
    expect(catalogUpdate.statusCode, catalogUpdate.body).toBe(200);
    expect(
      (
        await api.asAdmin({
          method: 'DELETE',
          url: `/catalog/delete/${catalogId}`,
          headers: { 'if-match': catalogEtag },
        })
      ).statusCode,
    ).toBe(412);

    const project = (
      await api.asAdmin({ method: 'POST', url: '/projects/save', payload: { projectTitle: 'With gallery' } })
    ).json();
    const collections = [
      ['/gallery', 'galleryImageId', 'galleryImageUrl', 'projectId'],
      ['/newsimage', 'newsImageId', 'newsImageUrl', 'newsId'],
    ] as const;
    for (const [prefix, idField, parent, parentId] of collections) {
      const owner =
        parentId === 'projectId'
          ? project.projectId
          : (await api.asAdmin({ method: 'POST', url: '/news/save', payload: { newsTitle: 'With images' } })).json()
              .newsId;
      const image = await api.asAdmin({
        method: 'POST',
        url: `${prefix}/save`,
        payload: form({ [parentId]: owner, [parent]: await pngImage() }),
      });
      expect(image.statusCode, image.body).toBe(201);
      const imageId = image.json()[idField] as number;
      const read = await api.asAdmin({ url: `${prefix}/get/single/${imageId}` });
      expect(read.statusCode, read.body).toBe(200);
      const etag = read.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(
        (
          await api.asAdmin({
            method: 'DELETE',
            url: `${prefix}/delete/${imageId}`,
            headers: { 'if-match': '"not-the-version"' },
          })
        ).statusCode,
      ).toBe(412);
      expect((await api.asAdmin({ url: `${prefix}/get/single/${imageId}` })).statusCode).toBe(200);
      expect(
        (await api.asAdmin({ method: 'DELETE', url: `${prefix}/delete/${imageId}`, headers: { 'if-match': etag } }))
          .statusCode,
      ).toBe(200);
    }
  });
});
