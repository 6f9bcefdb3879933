import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';

describe('the order admins set', () => {
  let api: TestApi;
  const projects: number[] = [];
  const buildings: number[] = [];
  const gallery: number[] = [];
  let otherImage: number;
  let newsId: number;
  const newsImages: number[] = [];

  const created = async (url: string, fields: Parameters<typeof form>[0]) => {
    const response = await api.asAdmin({ method: 'POST', url, payload: form(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const order = (url: string, ids: unknown, token = api.adminToken) =>
    api.app.inject({ method: 'PUT', url, payload: { ids }, headers: { authorization: `Bearer ${token}` } });
  const idsOf = async (url: string, field: string, token?: string) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const response = await api.app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Record<string, number>[]).map((item) => item[field]);
  };
  const lastEvent = () =>
    api.context.db.selectFrom('outbox').selectAll().orderBy('eventId', 'desc').limit(1).executeTakeFirstOrThrow();

  beforeAll(async () => {
    api = await startTestApi();
    for (const title of ['Lake Residence', 'Grand Hotel', 'Blloku Offices', 'Garden Towers']) {
      projects.push((await created('/projects/save', { projectTitle: title })).projectId);
    }
    for (const title of ['Tower A', 'Tower B', 'Tower C']) {
      buildings.push((await created('/building/save', { buildingTitle: title })).buildingId);
    }
    for (let image = 0; image < 3; image++) {
      const added = await created('/gallery/save', {
        projectId: projects[0] as number,
        galleryImageUrl: await pngImage(),
      });
      gallery.push(added.galleryImageId);
    }
    otherImage = (
      await created('/gallery/save', { projectId: projects[1] as number, galleryImageUrl: await pngImage() })
    ).galleryImageId;
    newsId = (await created('/news/save', { newsTitle: 'Topping out', newsType: 'news' })).newsId;
    for (let image = 0; image < 2; image++) {
      newsImages.push((await created('/newsimage/save', { newsId, newsImageUrl: await pngImage() })).newsImageId);
    }
  });
  afterAll(() => api.close());

  it('lists projects in the order an admin sets, in every list call of the contract, and moves the neighbours', async () => {
    const [a, b, c, d] = projects as [number, number, number, number];
    const response = await order('/projects/order', [c, a, d, b]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ids: [c, a, d, b] });
    expect(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]).toMatch(/^\d+$/);
    expect(await idsOf('/projects/get/all', 'projectId')).toEqual([c, a, d, b]);
    expect(await idsOf('/projects/get/mini', 'projectId', api.adminToken)).toEqual([c, a, d, b]);
    expect(await idsOf('/projects/get/all?limit=2', 'projectId')).toEqual([c, a]);
    expect((await api.app.inject({ url: '/projects/get/ids' })).json()).toEqual([c, a, d, b]);
    expect((await api.app.inject({ url: `/projects/get/single/project/${a}` })).json()).toMatchObject({
      prev: c,
      next: d,
    });
    // The contract's "order" query still orders by id.
    expect(await idsOf('/projects/get/all?order=desc', 'projectId')).toEqual([d, c, b, a]);
  });

  it('records the reorder as a change event naming the lists, the page set and the moved neighbours', async () => {
    const [a, b, c, d] = projects as [number, number, number, number];
    await order('/projects/order', [c, a, d, b]);
    const unchanged = await lastEvent();
    expect(unchanged).toMatchObject({ kind: 'project', operation: 'reorder', entityId: 0, tags: '[]' });
    await order('/projects/order', [a, c, d, b]);
    const event = await lastEvent();
    const tags = JSON.parse(event.tags) as string[];
    expect(tags).toEqual(
      expect.arrayContaining([
        TAGS.projectList,
        TAGS.pageSet('project'),
        TAGS.project(a),
        TAGS.project(c),
        TAGS.project(d),
      ]),
    );
    expect(tags).not.toContain(TAGS.project(b));
  });

  it('puts a new project last', async () => {
    const before = await idsOf('/projects/get/all', 'projectId');
    const added = (await created('/projects/save', { projectTitle: 'Riverside' })).projectId;
    projects.push(added);
    expect(await idsOf('/projects/get/all', 'projectId')).toEqual([...before, added]);
  });

  it('refuses a list that is not the current set of ids, and a list with an id twice', async () => {
    const current = await idsOf('/projects/get/all', 'projectId');
    const missing = await order('/projects/order', current.slice(1));
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'ORDER_OUTDATED', message: expect.stringMatching(/reload/) });
    expect((await order('/projects/order', [...current, 9999])).statusCode).toBe(409);
    expect((await order('/projects/order', [...current, current[0]])).statusCode).toBe(400);
    expect((await order('/projects/order', 'first')).statusCode).toBe(400);
    expect(await idsOf('/projects/get/all', 'projectId')).toEqual(current);
  });

  it('lets editors set an order, as they edit content (decision 010), and nobody signed out', async () => {
    const current = await idsOf('/projects/get/all', 'projectId');
    const anonymous = await api.app.inject({ method: 'PUT', url: '/projects/order', payload: { ids: current } });
    expect(anonymous.statusCode).toBe(401);
    expect(await idsOf('/projects/get/all', 'projectId')).toEqual(current);
    expect((await order('/projects/order', current.toReversed(), api.userToken)).statusCode).toBe(200);
    expect(await idsOf('/projects/get/all', 'projectId')).toEqual(current.toReversed());
    expect((await order('/projects/order', current, api.userToken)).statusCode).toBe(200);
    expect(await idsOf('/projects/get/all', 'projectId')).toEqual(current);
  });

  it('orders buildings, and their neighbours follow', async () => {
    const [a, b, c] = buildings as [number, number, number];
    expect((await order('/building/order', [b, c, a])).statusCode).toBe(200);
    expect(await idsOf('/building/get/mini', 'buildingId')).toEqual([b, c, a]);
    expect((await api.app.inject({ url: `/building/get/single/building/${c}` })).json()).toMatchObject({
      prev: b,
      next: a,
    });
  });

  it("orders a project's gallery within the project, and refuses images of another project", async () => {
    const [x, y, z] = gallery as [number, number, number];
    const response = await order(`/gallery/order/${projects[0]}`, [z, x, y]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await idsOf(`/gallery/get/mini/${projects[0]}`, 'galleryImageId')).toEqual([z, x, y]);
    expect(await lastEvent()).toMatchObject({
      kind: 'gallery',
      operation: 'reorder',
      entityId: projects[0],
      tags: JSON.stringify([TAGS.gallery(projects[0] as number)]),
    });
    expect((await order(`/gallery/order/${projects[0]}`, [z, x, y, otherImage])).statusCode).toBe(409);
    expect((await order('/gallery/order/9999', [])).statusCode).toBe(404);
    const added = (
      await created('/gallery/save', { projectId: projects[0] as number, galleryImageUrl: await pngImage() })
    ).galleryImageId;
    expect(await idsOf(`/gallery/get/mini/${projects[0]}`, 'galleryImageId')).toEqual([z, x, y, added]);
  });

  it("orders a news item's images", async () => {
    const [x, y] = newsImages as [number, number];
    expect((await order(`/newsimage/order/${newsId}`, [y, x])).statusCode).toBe(200);
    expect(await idsOf(`/newsimage/get/mini/${newsId}`, 'newsImageId')).toEqual([y, x]);
  });
});
