import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titlesOf } from '#server/repositories/item-titles.ts';
import { PUBLISH_EVENT_HEADER, type PublishStatus } from '#shared/payloads/publish.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';

type FormFields = Parameters<typeof form>[0];

describe('publishing status without a webhook', () => {
  let api: TestApi;
  const eventIds: number[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    for (let i = 0; i < 25; i++) {
      const response = await api.asAdmin({
        method: 'POST',
        url: '/staff/save',
        payload: { staffTittle: `Vacancy ${i}` },
      });
      eventIds.push(Number(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]));
    }
  });
  afterAll(() => api.close());

  it('records events and leaves them pending, with nothing attempted', async () => {
    const eventId = eventIds[0] as number;
    const status = (await api.asAdmin({ url: `/publish/events/${eventId}` })).json();
    expect(status).toEqual({
      eventId,
      kind: 'vacancy',
      entityId: expect.any(Number),
      operation: 'create',
      publication: null,
      scheduledFor: null,
      createdAt: expect.any(String),
      state: 'pending',
      attempts: 0,
      deliveredAt: null,
      liveAt: null,
      latencyMs: null,
      rendered: null,
      pages: [],
      error: null,
      titles: { en: 'Vacancy 0', sq: '' },
    });
  });

  it('lists the latest 20 events newest first, or as many as the limit says', async () => {
    const ids = async (query: string) =>
      ((await api.asAdmin({ url: `/publish/events${query}` })).json() as PublishStatus[]).map(
        (status) => status.eventId,
      );
    const newestFirst = eventIds.toReversed();
    expect(await ids('')).toEqual(newestFirst.slice(0, 20));
    expect(await ids('?limit=3')).toEqual(newestFirst.slice(0, 3));
    expect(await ids('?limit=100')).toEqual(newestFirst);
  });

  /** A write as the admin, its form data `fields` or its JSON `payload`; answers its change event. */
  async function eventOf(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: { fields?: FormFields; payload?: object } = {},
  ) {
    const payload = body.fields ? form(body.fields) : body.payload;
    const response = await api.asAdmin({ method, url, ...(payload && { payload }) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return { eventId: Number(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]), answer: response };
  }
  const statusesOf = async (eventIds: number[]) => {
    const recent = (await api.asAdmin({ url: '/publish/events?limit=100' })).json() as PublishStatus[];
    return eventIds.map((eventId) => {
      const { kind, operation, titles } = recent.find((status) => status.eventId === eventId) as PublishStatus;
      return { kind, operation, titles };
    });
  };

  it('names each item by its titles in both languages as they are now, an image by its parent, a restore as such', async () => {
    const created = await eventOf('POST', '/projects/save', { fields: { projectTitle: 'Lake Residence' } });
    const { projectId } = created.answer.json();
    const renamed = await eventOf('PUT', `/projects/update/${projectId}`, {
      payload: { projectTitle: 'Lake Residence', titulliProjekti: 'Rezidenca e Liqenit' },
    });
    const image = await eventOf('POST', '/gallery/save', {
      fields: { projectId, galleryImageUrl: await pngImage(200, 100) },
    });
    const reordered = await eventOf('PUT', `/gallery/order/${projectId}`, {
      payload: { ids: [image.answer.json().galleryImageId] },
    });
    const deleted = await eventOf('DELETE', `/projects/delete/${projectId}`);
    const restored = await eventOf('POST', `/trash/${deleted.answer.headers['x-trash-entry']}/restore`);
    const writes = [created, renamed, image, reordered, deleted, restored].map(({ eventId }) => eventId);

    const lakeResidence = { en: 'Lake Residence', sq: 'Rezidenca e Liqenit' };
    expect(await statusesOf(writes)).toEqual([
      { kind: 'project', operation: 'create', titles: lakeResidence },
      { kind: 'project', operation: 'update', titles: lakeResidence },
      { kind: 'gallery', operation: 'create', titles: lakeResidence },
      { kind: 'gallery', operation: 'reorder', titles: null },
      { kind: 'project', operation: 'delete', titles: lakeResidence },
      { kind: 'project', operation: 'restore', titles: lakeResidence },
    ]);
    const single = (await api.asAdmin({ url: `/publish/events/${image.eventId}` })).json() as PublishStatus;
    expect(single.titles).toEqual(lakeResidence);
  });

  it('names a deleted item by its trash entry, and by nothing once the trash lets it go', async () => {
    const created = await eventOf('POST', '/staff/save', { fields: { titulliStaf: 'Arkitekt' } });
    const deleted = await eventOf('DELETE', `/staff/delete/${created.answer.json().staffId}`);
    const writes = [created.eventId, deleted.eventId];
    const architect = { en: '', sq: 'Arkitekt' };
    expect(await statusesOf(writes)).toEqual([
      { kind: 'vacancy', operation: 'create', titles: architect },
      { kind: 'vacancy', operation: 'delete', titles: architect },
    ]);

    await eventOf('DELETE', `/trash/${deleted.answer.headers['x-trash-entry']}`);
    expect((await statusesOf(writes)).map(({ titles }) => titles)).toEqual([null, null]);
  });

  it('reads the titles of many events with a query or two per kind, not one per event', async () => {
    const events: number[] = [];
    for (let n = 0; n < 6; n++) {
      const project = await eventOf('POST', '/projects/save', { fields: { projectTitle: `Block ${n}` } });
      const { projectId } = project.answer.json();
      const image = await eventOf('POST', '/gallery/save', {
        fields: { projectId, galleryImageUrl: await pngImage(120, 80 + n) },
      });
      events.push(project.eventId, image.eventId);
      if (n % 2 === 0) events.push((await eventOf('DELETE', `/projects/delete/${projectId}`)).eventId);
    }
    const outbox = await api.context.db.selectFrom('outbox').selectAll().where('eventId', 'in', events).execute();
    let queries = 0;
    const counted = api.context.db.withPlugin({
      transformQuery: ({ node }) => {
        queries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const titles = await titlesOf(
      counted,
      outbox.map(({ kind, entityId }) => ({ kind, id: entityId })),
    );
    // The images deleted with their project: no entry of their own names them.
    expect(titles.filter((named) => named === null)).toHaveLength(3);
    // Of each kind, its table, then the trash for the ids not in it; then the images' parents, in theirs.
    expect(queries).toBe(5);
  });

  it('refuses a limit outside 1 to 100, and answers 404 for an unknown event', async () => {
    for (const limit of ['0', '101', 'many']) {
      const response = await api.asAdmin({ url: `/publish/events?limit=${limit}` });
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().fields).toHaveProperty('limit');
    }
    expect((await api.asAdmin({ url: '/publish/events/999999' })).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets the admin on the site read X-Publish-Event across origins, and documents the status routes', async () => {
    const write = await api.asAdmin({
      method: 'POST',
      url: '/staff/save',
      payload: {},
      headers: { origin: 'http://localhost:4321' },
    });
    expect(write.headers['access-control-expose-headers']).toContain(PUBLISH_EVENT_HEADER);
    const paths = (await api.app.inject({ url: '/docs/json' })).json().paths;
    expect(paths['/publish/events'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/publish/events/{id}'].get.responses).toHaveProperty('200');
  });
});
