import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findEvent } from '#server/repositories/outbox.ts';
import { PUBLISH_EVENT_HEADER, type PublishStatus } from '#shared/payloads/publish.ts';
import { verifyWebhook } from '#shared/webhook-signature.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import {
  allFailed,
  allLive,
  type PublisherStub,
  type Responder,
  startPublisherStub,
  waitFor,
} from '../fixtures/publisher-stub.ts';

const SECRET = 'a publish webhook secret of more than 32 characters';

let stub: PublisherStub;
let api: TestApi;

async function writeVacancy(): Promise<number> {
  const response = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle: 'Engineer' } });
  expect(response.statusCode, response.body).toBe(201);
  return Number(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]);
}

const statusOf = async (eventId: number) =>
  (await api.asAdmin({ url: `/publish/events/${eventId}` })).json() as PublishStatus;
const allInState = async (state: PublishStatus['state'], eventIds: number[]) =>
  (await Promise.all(eventIds.map(statusOf))).every((status) => status.state === state);

/** A responder that holds its answers until `open()`. */
function heldAnswers(then: Responder = allLive()) {
  const { promise, resolve } = Promise.withResolvers<void>();
  const responder: Responder = async (batch) => {
    await promise;
    return then(batch);
  };
  return { responder, open: () => resolve() };
}

describe('delivering change events to the publisher', () => {
  beforeEach(async () => {
    stub = await startPublisherStub();
    api = await startTestApi({ publishWebhookUrl: stub.url, publishWebhookSecret: SECRET });
  });
  afterEach(async () => {
    await api.close();
    await stub.close();
  });

  it('sends a committed write at once, as a signed batch that verifyWebhook accepts', async () => {
    const eventId = await writeVacancy();
    const call = await waitFor('the webhook call', () => stub.calls[0]);
    expect(await verifyWebhook(SECRET, call.body, call.signature)).toBe(true);
    expect(await verifyWebhook('another secret of more than 32 characters', call.body, call.signature)).toBe(false);
    expect(call.batch.events).toEqual([
      {
        eventId,
        kind: 'vacancy',
        entityId: expect.any(Number),
        operation: 'create',
        tags: expect.arrayContaining(['vacancy:list']),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
  });

  it('reports an event pending until the publisher answers, then live with its latency and pages', async () => {
    const held = heldAnswers(allLive(['/career', '/en/career']));
    stub.answerWith(held.responder);
    const eventId = await writeVacancy();
    await waitFor('the webhook call', () => stub.calls.length === 1);
    expect(await statusOf(eventId)).toMatchObject({
      eventId,
      state: 'pending',
      attempts: 0,
      liveAt: null,
      latencyMs: null,
      pages: [],
    });

    held.open();
    const live = await waitFor(
      'the event to be live',
      async () => (await allInState('live', [eventId])) && statusOf(eventId),
    );
    expect(live).toMatchObject({
      kind: 'vacancy',
      operation: 'create',
      attempts: 1,
      rendered: 2,
      pages: ['/career', '/en/career'],
      error: null,
    });
    expect(live.latencyMs).toBe(Date.parse(live.liveAt as string) - Date.parse(live.createdAt));
    expect(live.latencyMs).toBeGreaterThanOrEqual(0);
    expect((await api.asAdmin({ url: '/publish/events' })).json()[0]).toEqual(live);
  });

  it('reports an event failed with the error the publisher gave for it', async () => {
    stub.answerWith(allFailed('Rendering /career failed'));
    const eventId = await writeVacancy();
    await waitFor('the event to fail', () => allInState('failed', [eventId]));
    expect(await statusOf(eventId)).toMatchObject({
      state: 'failed',
      error: 'Rendering /career failed',
      liveAt: null,
      latencyMs: null,
      attempts: 1,
    });
  });

  it('marks an event the publisher acknowledged without an outcome failed, so that it cannot stall the others', async () => {
    stub.answerWith(() => ({ status: 200, body: { outcomes: [] } }));
    const eventId = await writeVacancy();
    await waitFor('the event to fail', () => allInState('failed', [eventId]));
    expect((await statusOf(eventId)).error).toMatch(/without an outcome/);
    expect(stub.calls).toHaveLength(1);
  });

  it('keeps events pending while the publisher is down, counting attempts, and delivers them in order once it is back', async () => {
    await stub.down();
    const written = [await writeVacancy(), await writeVacancy(), await writeVacancy()];
    await waitFor(
      'two failed attempts with every event',
      async () => ((await findEvent(api.context.db, written[2] as number))?.attempts ?? 0) >= 2,
    );
    for (const eventId of written) {
      const status = await statusOf(eventId);
      expect(status).toMatchObject({ state: 'pending', deliveredAt: null });
      expect(status.attempts).toBeGreaterThanOrEqual(2);
      expect((await findEvent(api.context.db, eventId))?.lastError).toMatch(/fetch failed/);
    }

    await stub.up();
    await waitFor('every event to be live', () => allInState('live', written));
    expect(stub.received()).toEqual(written);
  });

  it('retries a publisher that answers 500 until it answers 200, losing and skipping nothing', async () => {
    stub.answerWith(() => ({ status: 500, body: { message: 'restarting' } }));
    const first = await writeVacancy();
    await waitFor('two refused calls', () => stub.calls.length >= 2);
    const second = await writeVacancy();
    await waitFor('a refused call with both events', () => stub.calls.some((call) => call.batch.events.length === 2));
    expect((await findEvent(api.context.db, first))?.lastError).toMatch(/answered 500/);

    stub.answerWith(allLive());
    await waitFor('both events to be live', () => allInState('live', [first, second]));
    for (const call of stub.calls.slice(0, 2)) expect(call.batch.events.map((event) => event.eventId)).toEqual([first]);
    expect(stub.calls.at(-1)?.batch.events.map((event) => event.eventId)).toEqual([first, second]);
    expect((await statusOf(first)).attempts).toBe(stub.calls.length);
  });

  it('sends the events written during a slow call together in the next call', async () => {
    const held = heldAnswers();
    stub.answerWith(held.responder);
    const first = await writeVacancy();
    await waitFor('the first call', () => stub.calls.length === 1);
    const during = [await writeVacancy(), await writeVacancy(), await writeVacancy()];
    expect(stub.calls).toHaveLength(1);

    held.open();
    await waitFor('every event to be live', () => allInState('live', [first, ...during]));
    expect(stub.calls.map((call) => call.batch.events.map((event) => event.eventId))).toEqual([[first], during]);
  });

  it('sends a burst written during a slow call in one next call, so that no publish runs ahead of its events', async () => {
    const held = heldAnswers();
    stub.answerWith(held.responder);
    const first = await writeVacancy();
    await waitFor('the first call', () => stub.calls.length === 1);
    const burst: number[] = [];
    for (let n = 0; n < 500; n++) burst.push(await writeVacancy());

    held.open();
    await waitFor('the burst to be live', async () => (await statusOf(burst.at(-1) ?? 0)).state === 'live');
    expect(stub.calls.map((call) => call.batch.events.map((event) => event.eventId))).toEqual([[first], burst]);
  });
});
