import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_EVENT_HEADER, type PublishStatus } from '#shared/schemas/publish.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

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
      createdAt: expect.any(String),
      state: 'pending',
      attempts: 0,
      deliveredAt: null,
      liveAt: null,
      latencyMs: null,
      rendered: null,
      pages: [],
      error: null,
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
