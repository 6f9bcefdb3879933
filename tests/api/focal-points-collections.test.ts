import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '#shared/payloads/activity.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';

const EVENT = PUBLISH_EVENT_HEADER.toLowerCase();
type Image = Record<string, unknown> & {
  focalPoints: Record<string, { x: number; y: number }>;
  imageSets: Record<string, { focalPoint: { x: number; y: number } } | null>;
};

/**
 * The focal point of an image already in a collection (docs/decisions/027-focal-points.md): set by
 * editors at `collection.focal`, from the image's version, as an update of the image that is
 * recorded and republishes its parent's page; nothing else of the image changes.
 */
describe('focal points of a collection’s images', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ logger: { level: 'error' } });
  });
  afterAll(() => api.close());

  const as = (token: string, request: InjectOptions) =>
    api.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
  const lastEvent = () =>
    api.context.db.selectFrom('outbox').selectAll().orderBy('eventId', 'desc').limit(1).executeTakeFirstOrThrow();

  async function created<T>(url: string, payload: object) {
    const response = await api.asAdmin({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as T;
  }

  async function galleryImage() {
    const { projectId } = await created<{ projectId: number }>('/projects/save', { projectTitle: 'Lake Residence' });
    const image = await created<Image & { galleryImageId: number }>(
      '/gallery/save',
      form({ projectId, galleryImageUrl: await pngImage() }),
    );
    return { projectId, image };
  }

  it('are set on a gallery image by an editor from its version, read back, recorded and republish the project’s gallery', async () => {
    const { projectId, image } = await galleryImage();
    const id = image.galleryImageId;
    const single = await as(api.userToken, { url: `/gallery/get/single/${id}` });
    const set = await as(api.userToken, {
      method: 'PUT',
      url: `/gallery/focal/${id}`,
      headers: { 'if-match': String(single.headers.etag) },
      // Only the points are taken: the image stays in its project.
      payload: { focalPoints: { galleryImageUrl: { x: 20, y: 80.04 } }, projectId: 999 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const answer = set.json() as Image;
    expect(answer.focalPoints).toEqual({ galleryImageUrl: { x: 20, y: 80 } });
    expect(answer.imageSets.galleryImageUrl?.focalPoint).toEqual({ x: 20, y: 80 });
    expect(answer.prev).toBeUndefined();
    expect(set.headers.etag).not.toBe(single.headers.etag);
    expect(set.headers.etag).toBe((await as(api.userToken, { url: `/gallery/get/single/${id}` })).headers.etag);

    const event = await lastEvent();
    expect(event.eventId).toBe(Number(set.headers[EVENT]));
    expect(event).toMatchObject({ kind: 'gallery', operation: 'update', entityId: id });
    expect(JSON.parse(event.tags)).toContain(TAGS.gallery(projectId));

    const [listed] = (await api.app.inject({ url: `/gallery/get/mini/${projectId}` })).json() as Image[];
    expect(listed).toMatchObject({ galleryImageId: id, projectId, galleryImageUrl: image.galleryImageUrl });
    expect(listed?.focalPoints.galleryImageUrl).toEqual({ x: 20, y: 80 });
    expect(listed?.imageSets.galleryImageUrl?.focalPoint).toEqual({ x: 20, y: 80 });

    const versions = await api.context.db
      .selectFrom('versions')
      .select(['operation', 'actor'])
      .where('kind', '=', 'gallery')
      .where('entityId', '=', id)
      .orderBy('version', 'desc')
      .execute();
    expect(versions[0]).toEqual({ operation: 'update', actor: 'visitor' });
    const { entries } = (await api.asAdmin({ url: '/activity?q=focalPoints' })).json() as ActivityPage;
    const line = entries.find((entry) => entry.kind === 'gallery' && entry.entityId === id);
    expect(line).toMatchObject({ actor: 'visitor', action: 'update', details: { fields: ['focalPoints'] } });
  });

  it('are set on a news image, the same points again being no write', async () => {
    const { newsId } = await created<{ newsId: number }>('/news/save', { newsTitle: 'Topping-out' });
    const image = await created<Image & { newsImageId: number }>(
      '/newsimage/save',
      form({ newsId, newsImageUrl: await pngImage() }),
    );
    const set = (x: number) =>
      api.asAdmin({
        method: 'PUT',
        url: `/newsimage/focal/${image.newsImageId}`,
        payload: { focalPoints: { newsImageUrl: { x, y: 10 } } },
      });
    const moved = await set(65);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(JSON.parse((await lastEvent()).tags)).toContain(TAGS.newsImages(newsId));
    const [listed] = (await api.app.inject({ url: `/newsimage/get/mini/${newsId}` })).json() as Image[];
    expect(listed?.focalPoints).toEqual({ newsImageUrl: { x: 65, y: 10 } });
    expect(listed?.imageSets.newsImageUrl?.focalPoint).toEqual({ x: 65, y: 10 });

    const again = await set(65);
    expect(again.statusCode).toBe(200);
    expect(again.headers[EVENT]).toBeUndefined();
    expect(again.headers.etag).toBe(moved.headers.etag);
  });

  it('refuse a bad point (400, naming focalPoints), a stale version (412), a visitor (401) and an unknown image (404)', async () => {
    const { image } = await galleryImage();
    const url = `/gallery/focal/${image.galleryImageId}`;
    const put = (payload: object, headers: Record<string, string> = {}) =>
      api.asAdmin({ method: 'PUT', url, payload, headers });
    const refusals: [object, RegExp][] = [
      [{ focalPoints: { galleryImageUrl: { x: 101, y: 50 } } }, /x is a number from 0 to 100/],
      [{ focalPoints: { projectImageUrl: { x: 5, y: 5 } } }, /by image field: galleryImageUrl/],
      [{ focalPoints: 'not json' }, /by image field/],
      [{}, /by image field: galleryImageUrl/],
    ];
    for (const [payload, why] of refusals) {
      const refused = await put(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      const { fields } = refused.json() as { fields: Record<string, string> };
      expect(Object.keys(fields)).toEqual(['focalPoints']);
      expect(fields.focalPoints).toMatch(why);
    }

    const point = { focalPoints: { galleryImageUrl: { x: 40, y: 40 } } };
    const read = await api.asAdmin({ url: `/gallery/get/single/${image.galleryImageId}` });
    const version = { 'if-match': String(read.headers.etag) };
    const first = await put(point, version);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await put({ focalPoints: { galleryImageUrl: { x: 90, y: 90 } } }, version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'EDIT_CONFLICT', changedBy: 'admin' });
    const kept = (await api.asAdmin({ url: `/gallery/get/single/${image.galleryImageId}` })).json() as Image;
    expect(kept.focalPoints.galleryImageUrl).toEqual({ x: 40, y: 40 });

    const anonymous = await api.app.inject({ method: 'PUT', url, payload: point });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.asAdmin({ method: 'PUT', url: '/gallery/focal/999999', payload: point })).statusCode).toBe(404);
  });
});
