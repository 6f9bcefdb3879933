import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument, pngImage } from '../fixtures/files.ts';

const CENTRE = { x: 50, y: 50 };
const EVENT = PUBLISH_EVENT_HEADER.toLowerCase();
type Answer = Record<string, unknown> & {
  focalPoints: Record<string, { x: number; y: number }>;
  imageSets: Record<string, { focalPoint: { x: number; y: number } } | null>;
};

/**
 * Focal points (docs/decisions/027-focal-points.md): one per image, kept by its row of the media
 * library (decision 034), set by editors and admins in an item's write's `focalPoints` for the
 * images it shows, checked, answered on the item and in each image's set; an image's history
 * keeps them, and unpublished changes hold them until they are published.
 */
describe('focal points', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ logger: { level: 'error' } });
  });
  afterAll(() => api.close());

  const as = (token: string, request: InjectOptions) =>
    api.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
  const read = async (url: string) => (await api.asAdmin({ url })).json() as Answer;
  const project = (id: number) => read(`/projects/get/single/project/${id}`);

  async function createProject(token: string, fields: Parameters<typeof form>[0] = {}) {
    const saved = await as(token, {
      method: 'POST',
      url: '/projects/save',
      payload: form({ projectTitle: 'Lake Residence', projectImageUrl: await pngImage(300, 200), ...fields }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json() as Answer & { projectId: number };
  }

  it('are kept for an editor from form data, answered on the item and in the image set, centred elsewhere', async () => {
    const saved = await createProject(api.userToken, {
      focalPoints: JSON.stringify({ projectImageUrl: { x: 30, y: 12.345 } }),
    });
    expect(saved.focalPoints).toEqual({ projectImageUrl: { x: 30, y: 12.3 }, socialImageUrl: CENTRE });
    const item = await project(saved.projectId);
    expect(item.focalPoints).toEqual(saved.focalPoints);
    expect(item.imageSets.projectImageUrl?.focalPoint).toEqual({ x: 30, y: 12.3 });
    expect(item.imageSets.socialImageUrl).toBeNull();
    // The public read, which the site renders from, says the same.
    const visitor = (await api.app.inject({ url: `/projects/get/single/project/${saved.projectId}` })).json() as Answer;
    expect(visitor.imageSets.projectImageUrl?.focalPoint).toEqual({ x: 30, y: 12.3 });
  });

  it('are set by an admin in JSON, kept by a write without them, and a form sent back unchanged is no write', async () => {
    const { projectId } = await createProject(api.adminToken);
    // An update writes every text it is given, and empties those it leaves out (as forms send them).
    const update = (payload: Record<string, unknown>) =>
      api.asAdmin({
        method: 'PUT',
        url: `/projects/update/${projectId}`,
        payload: { projectTitle: 'Lake Residence', ...payload },
      });
    const moved = await update({ focalPoints: { projectImageUrl: { x: 80, y: 20 } } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.headers[EVENT]).toBeDefined();
    const renamed = await update({ projectTitle: 'Lake Residence II' });
    expect((renamed.json() as Answer).focalPoints.projectImageUrl).toEqual({ x: 80, y: 20 });
    await update({});
    const again = await update({ focalPoints: { projectImageUrl: { x: 80, y: 20 }, socialImageUrl: CENTRE } });
    expect(again.statusCode).toBe(200);
    expect(again.headers[EVENT]).toBeUndefined();
    // Given, they are its images' points: an image left out keeps its own, and a field without an image has none.
    const others = await update({ focalPoints: { socialImageUrl: { x: 10, y: 90 } } });
    expect((others.json() as Answer).focalPoints).toEqual({
      projectImageUrl: { x: 80, y: 20 },
      socialImageUrl: CENTRE,
    });
  });

  it('refuse what is not a point of an image field with a 400 that names the field and says why', async () => {
    const { projectId } = await createProject(api.adminToken);
    const refusals: [unknown, RegExp][] = [
      [{ projectImageUrl: { x: 101, y: 50 } }, /x is a number from 0 to 100/],
      [{ projectImageUrl: { x: 50, y: -1 } }, /y is a number from 0 to 100/],
      [{ projectImageUrl: { x: '50', y: 50 } }, /x is a number from 0 to 100/],
      [{ projectImageUrl: { x: 50 } }, /y is a number from 0 to 100/],
      [{ projectImageUrl: { x: 5, y: 5, z: 5 } }, /Unrecognized key/],
      [{ projectTitle: { x: 5, y: 5 } }, /by image field: projectImageUrl, socialImageUrl/],
      ['not json', /by image field/],
      [[{ x: 5, y: 5 }], /by image field/],
    ];
    for (const [focalPoints, why] of refusals) {
      const refused = await api.asAdmin({
        method: 'PUT',
        url: `/projects/update/${projectId}`,
        payload: { focalPoints },
      });
      expect(refused.statusCode, JSON.stringify(focalPoints)).toBe(400);
      const { fields } = refused.json() as { fields: Record<string, string> };
      expect(Object.keys(fields)).toEqual(['focalPoints']);
      expect(fields.focalPoints).toMatch(why);
    }
    const badText = await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${projectId}`,
      payload: form({ focalPoints: '{"projectImageUrl": {"x": 50,' }),
    });
    expect(badText.statusCode).toBe(400);
    // A catalogue's PDF is a file, not an image: it has no focal point.
    const catalog = await api.asAdmin({
      method: 'POST',
      url: '/catalog/save',
      payload: form({
        catalogTitle: 'Tower A',
        salesCategoryId: 1,
        buildingId: 999,
        pdfUrl: await pdfDocument(),
        focalPoints: JSON.stringify({ pdfUrl: { x: 5, y: 5 } }),
      }),
    });
    expect(catalog.statusCode).toBe(400);
    expect(catalog.json().fields.focalPoints).toMatch(/by image field: catalogImageUrl\./);
    expect((await project(projectId)).focalPoints.projectImageUrl).toEqual(CENTRE);
  });

  it('are every image kind’s: a building’s each image, a news item’s, a gallery image’s and a news image’s', async () => {
    const building = await as(api.userToken, {
      method: 'POST',
      url: '/building/save',
      payload: form({
        buildingTitle: 'Tower A',
        buildingPostImageUrl: await pngImage(),
        focalPoints: JSON.stringify({ buildingPostImageUrl: { x: 0, y: 100 } }),
      }),
    });
    expect(building.statusCode, building.body).toBe(201);
    expect(Object.keys((building.json() as Answer).focalPoints)).toHaveLength(8);
    expect((building.json() as Answer).focalPoints.buildingPostImageUrl).toEqual({ x: 0, y: 100 });
    const news = await api.asAdmin({
      method: 'POST',
      url: '/news/save',
      payload: form({
        newsTitle: 'Topping-out',
        newsImageUrl: await pngImage(),
        focalPoints: '{"newsImageUrl":{"x":70,"y":40}}',
      }),
    });
    expect((news.json() as Answer).imageSets.newsImageUrl?.focalPoint).toEqual({ x: 70, y: 40 });
    const { projectId } = await createProject(api.adminToken);
    const gallery = await as(api.userToken, {
      method: 'POST',
      url: '/gallery/save',
      payload: form({
        projectId,
        galleryImageUrl: await pngImage(),
        focalPoints: '{"galleryImageUrl":{"x":25,"y":75}}',
      }),
    });
    expect(gallery.statusCode, gallery.body).toBe(201);
    const [image] = (await api.app.inject({ url: `/gallery/get/mini/${projectId}` })).json() as Answer[];
    expect(image?.imageSets.galleryImageUrl?.focalPoint).toEqual({ x: 25, y: 75 });
    const newsImage = await api.asAdmin({
      method: 'POST',
      url: '/newsimage/save',
      payload: form({ newsId: news.json().newsId, newsImageUrl: await pngImage() }),
    });
    expect((newsImage.json() as Answer).focalPoints).toEqual({ newsImageUrl: CENTRE });
  });

  it('are their image’s: the activity log names them with the item, the image’s history restores them, and the trash keeps them', async () => {
    const { projectId, projectImageMediaId } = (await createProject(api.adminToken, {
      focalPoints: JSON.stringify({ projectImageUrl: { x: 20, y: 30 } }),
    })) as Answer & { projectId: number; projectImageMediaId: number };
    await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${projectId}`,
      payload: { projectTitle: 'Lake Residence', focalPoints: { projectImageUrl: { x: 90, y: 10 } } },
    });
    const { entries } = (await api.asAdmin({ url: '/activity?q=Lake+Residence' })).json() as {
      entries: { kind: string; entityId: number; details: { fields?: string[] } }[];
    };
    const logged = entries.find((entry) => entry.kind === 'project' && entry.entityId === projectId);
    expect(logged?.details.fields).toEqual(['focalPoints']);
    // The item's earlier version shows the same image, whose point is the image's own.
    const restored = await api.asAdmin({
      method: 'POST',
      url: `/history/project/${projectId}/restore`,
      payload: { version: 1 },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await project(projectId)).focalPoints.projectImageUrl).toEqual({ x: 90, y: 10 });
    const imageHistory = (await api.asAdmin({ url: `/history/media/${projectImageMediaId}` })).json() as {
      version: number;
      changed: string[];
    }[];
    expect(imageHistory.map((version) => version.changed)).toEqual([['focalPoints'], []]);
    const back = await api.asAdmin({
      method: 'POST',
      url: `/history/media/${projectImageMediaId}/restore`,
      payload: { version: 1 },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await project(projectId)).focalPoints.projectImageUrl).toEqual({ x: 20, y: 30 });

    const gallery = await api.asAdmin({
      method: 'POST',
      url: '/gallery/save',
      payload: form({
        projectId,
        galleryImageUrl: await pngImage(),
        focalPoints: '{"galleryImageUrl":{"x":5,"y":95}}',
      }),
    });
    expect(gallery.statusCode, gallery.body).toBe(201);
    const deleted = await as(api.userToken, { method: 'DELETE', url: `/projects/delete/${projectId}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const entry = Number(deleted.headers['x-trash-entry']);
    const fromTrash = await api.asAdmin({ method: 'POST', url: `/trash/${entry}/restore` });
    expect(fromTrash.statusCode, fromTrash.body).toBe(200);
    expect((await project(projectId)).imageSets.projectImageUrl?.focalPoint).toEqual({ x: 20, y: 30 });
    const [image] = (await api.app.inject({ url: `/gallery/get/mini/${projectId}` })).json() as Answer[];
    expect(image?.imageSets.galleryImageUrl?.focalPoint).toEqual({ x: 5, y: 95 });
  });

  it('wait with a published item’s unpublished changes until they are published', async () => {
    const { projectId } = await createProject(api.adminToken);
    const kept = await api.asAdmin({
      method: 'PUT',
      url: `/changes/project/${projectId}`,
      payload: form({ projectTitle: 'Lake Residence', focalPoints: '{"projectImageUrl":{"x":60,"y":15}}' }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().draft.changed).toEqual(['focalPoints']);
    expect(kept.json().draft.item.focalPoints.projectImageUrl).toEqual({ x: 60, y: 15 });
    expect((await project(projectId)).focalPoints.projectImageUrl).toEqual(CENTRE);
    const published = await api.asAdmin({ method: 'POST', url: `/changes/project/${projectId}/publish` });
    expect(published.statusCode, published.body).toBe(200);
    expect((await project(projectId)).imageSets.projectImageUrl?.focalPoint).toEqual({ x: 60, y: 15 });
  });
});
