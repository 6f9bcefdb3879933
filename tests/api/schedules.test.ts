import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#shared/payloads/activity.ts';
import type { ItemVersion } from '#shared/payloads/history.ts';
import type { PublishStatus } from '#shared/payloads/publish.ts';
import type { ItemSchedule, UpcomingSchedule } from '#shared/payloads/schedules.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

/** How often the instance looks for what fell due: often, so that the tests wait little. */
const CHECK_MS = 100;
/** How long a schedule may take to be done after its moment, here. */
const DONE_WITHIN_MS = 10_000;

/**
 * Scheduled publication (docs/decisions/026-scheduled-publication.md): an editor sets an item to go
 * on the site or to leave it at a moment; when it falls due the instance does it through the normal
 * publish path, in the name of who scheduled it, recorded in the history and the activity log.
 */
describe('scheduled publication', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ scheduleCheckMs: CHECK_MS });
  });
  afterAll(() => api.close());

  const as = (token: string) => (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });
  const asEditor = () => as(api.userToken);
  const anonymous = (url: string) => api.app.inject({ method: 'GET', url });
  const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

  async function news(title: string, published: boolean) {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/news/save',
      payload: { newsTitle: title, titullLajmesh: `${title} (sq)`, published },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { newsId: number }).newsId;
  }

  async function schedule(kind: string, id: number, action: string, at: string) {
    const response = await asEditor()('PUT', `/schedule/${kind}/${id}/${action}`, { at });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ItemSchedule;
  }

  const publicTitle = async (id: number) => {
    const response = await anonymous(`/news/get/single/news/${id}`);
    return response.statusCode === 200 ? (response.json() as { newsTitle: string }).newsTitle : null;
  };

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + DONE_WITHIN_MS;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await sleep(50);
    }
  }

  async function activityOf(id: number) {
    const response = await api.asAdmin({ method: 'GET', url: '/activity' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { entries: ActivityEntry[] }).entries.filter(
      (entry) => entry.kind === 'news' && entry.entityId === id,
    );
  }

  it('publishes a draft when it falls due, in the name of the editor who scheduled it, once', async () => {
    const id = await news('Opening day', false);
    const at = inMs(800);
    const set = await schedule('news', id, 'publish', at);
    expect(set).toEqual({
      publish: {
        kind: 'news',
        entityId: id,
        action: 'publish',
        at,
        scheduledBy: 'visitor',
        scheduledAt: expect.any(String),
        failure: null,
      },
      unpublish: null,
    });
    expect(await publicTitle(id), 'not before its moment').toBeNull();

    expect(await until(() => publicTitle(id), Boolean)).toBe('Opening day');
    expect((await asEditor()('GET', `/schedule/news/${id}`)).json()).toEqual({ publish: null, unpublish: null });
    const entries = await activityOf(id);
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['publish', 'visitor'],
      ['schedule', 'visitor'],
      ['create', 'admin'],
    ]);
    expect(entries[0]?.details).toMatchObject({ scheduledFor: at });
    expect(entries[1]?.details).toMatchObject({ scheduleAction: 'publish', scheduledFor: at });
    const history = (await api.asAdmin({ method: 'GET', url: `/history/news/${id}` })).json() as ItemVersion[];
    expect(history[0]).toMatchObject({ actor: 'visitor' });
    const events = await api.context.db
      .selectFrom('outbox')
      .select(['eventId', 'operation'])
      .where('kind', '=', 'news')
      .where('entityId', '=', id)
      .orderBy('eventId')
      .execute();
    expect(
      events.map((event) => event.operation),
      'the draft’s save, then its publication',
    ).toEqual(['create', 'update']);
    // The admin's publishes say what the update did, and that it was as scheduled.
    const statuses = await Promise.all(
      events.map(
        async ({ eventId }) =>
          (await api.asAdmin({ method: 'GET', url: `/publish/events/${eventId}` })).json() as PublishStatus,
      ),
    );
    expect(statuses.map(({ publication, scheduledFor }) => ({ publication, scheduledFor }))).toEqual([
      { publication: null, scheduledFor: null },
      { publication: 'publish', scheduledFor: at },
    ]);
  });

  // The public reads between are answered from the read cache: a scheduled write must clear it as an editor's does.
  it('publishes a published item’s unpublished changes when due, and takes an item off the site when due', async () => {
    const id = await news('Tender notice', true);
    const changes = await asEditor()('PUT', `/changes/news/${id}`, {
      newsTitle: 'Tender notice, extended',
      titullLajmesh: 'Tender notice (sq)',
    });
    expect(changes.statusCode, changes.body).toBe(200);
    await schedule('news', id, 'publish', inMs(500));
    await schedule('news', id, 'unpublish', inMs(1_500));
    expect(
      await until(
        () => publicTitle(id),
        (title) => title === 'Tender notice, extended',
      ),
    ).toBe('Tender notice, extended');
    expect((await asEditor()('GET', `/changes/news/${id}`)).json()).toEqual({ draft: null });
    expect(
      await until(
        () => publicTitle(id),
        (title) => title === null,
      ),
    ).toBeNull();
    const actions = (await activityOf(id)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['unpublish', 'changes-publish']);
    const recent = (await api.asAdmin({ method: 'GET', url: '/publish/events?limit=10' })).json() as PublishStatus[];
    const publications = recent
      .filter((status) => status.kind === 'news' && status.entityId === id)
      .map(({ publication, scheduledFor }) => [publication, typeof scheduledFor]);
    expect(publications, 'newest first').toEqual([
      ['unpublish', 'string'],
      ['changes-publish', 'string'],
      [null, 'object'],
    ]);
  });

  it('keeps a schedule that cannot be done with why, lists it first, and logs it', async () => {
    const id = await news('Site visit', true);
    await asEditor()('PUT', `/changes/news/${id}`, {
      newsTitle: 'Site visit, moved',
      titullLajmesh: 'Site visit (sq)',
    });
    // The item saved after its changes were made: publishing them would undo that save.
    const saved = await api.asAdmin({
      method: 'PUT',
      url: `/news/update/${id}`,
      payload: { newsTitle: 'Site visit', titullLajmesh: 'Site visit (sq)', newsDescription: 'Meet at the gate.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await schedule('news', id, 'publish', inMs(300));
    const kept = await until(
      async () => ((await asEditor()('GET', `/schedule/news/${id}`)).json() as ItemSchedule).publish,
      (scheduled) => scheduled?.failure !== null,
    );
    expect(kept?.failure).toBe('CHANGES_OUTDATED');
    expect(await publicTitle(id)).toBe('Site visit');
    const upcoming = (await asEditor()('GET', '/schedules')).json() as UpcomingSchedule[];
    expect(upcoming[0]).toMatchObject({ entityId: id, titles: { en: 'Site visit', sq: 'Site visit (sq)' } });
    const [failed] = await activityOf(id);
    expect(failed).toMatchObject({ action: 'schedule-failed', actor: 'schedule' });
    expect(failed?.details?.error).toMatch(/saved after these changes/);
    // Set again, it waits again; removed, it is gone and logged.
    expect((await schedule('news', id, 'publish', inMs(60_000))).publish?.failure).toBeNull();
    const removed = await asEditor()('DELETE', `/schedule/news/${id}/publish`);
    expect(removed.json()).toEqual({ publish: null, unpublish: null });
    expect((await activityOf(id))[0]).toMatchObject({ action: 'unschedule', details: { scheduleAction: 'publish' } });
    expect((await asEditor()('DELETE', `/schedule/news/${id}/publish`)).statusCode).toBe(404);
  });

  it('lists what is scheduled next, soonest first, and forgets the schedules of a deleted item', async () => {
    const later = await news('Later', false);
    const sooner = await news('Sooner', false);
    await schedule('news', later, 'publish', inMs(3_600_000));
    await schedule('news', sooner, 'publish', inMs(1_800_000));
    const upcoming = (await asEditor()('GET', '/schedules')).json() as UpcomingSchedule[];
    const order = upcoming.map((item) => item.entityId);
    expect(order.indexOf(sooner)).toBeLessThan(order.indexOf(later));
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/news/delete/${later}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (await asEditor()('GET', '/schedules')).json() as UpcomingSchedule[];
    expect(after.map((item) => item.entityId)).not.toContain(later);
  });

  it('refuses a moment past, a removal before the publication, an unknown item or kind, and anyone signed out', async () => {
    const id = await news('Refusals', false);
    const past = await asEditor()('PUT', `/schedule/news/${id}/publish`, { at: inMs(-60_000) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'SCHEDULE_IN_PAST' });
    await schedule('news', id, 'publish', inMs(7_200_000));
    const early = await asEditor()('PUT', `/schedule/news/${id}/unpublish`, { at: inMs(3_600_000) });
    expect(early.json()).toMatchObject({ code: 'SCHEDULE_ORDER' });
    expect((await asEditor()('PUT', `/schedule/news/${id}/publish`, { at: 'tomorrow' })).statusCode).toBe(400);
    expect((await asEditor()('PUT', '/schedule/news/99999/publish', { at: inMs(60_000) })).statusCode).toBe(404);
    expect((await asEditor()('PUT', `/schedule/gallery/${id}/publish`, { at: inMs(60_000) })).statusCode).toBe(400);
    expect((await asEditor()('PUT', `/schedule/news/${id}/archive`, { at: inMs(60_000) })).statusCode).toBe(400);
    expect((await anonymous(`/schedule/news/${id}`)).statusCode).toBe(401);
    expect((await anonymous('/schedules')).statusCode).toBe(401);
  });
});
