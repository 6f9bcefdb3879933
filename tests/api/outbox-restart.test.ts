import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '#server/app.ts';
import { publishWebhookSecret } from '#server/outbox/webhook-secret.ts';
import { findEvent } from '#server/repositories/outbox.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { verifyWebhook } from '#shared/webhook-signature.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { allLive, type PublisherStub, startPublisherStub, waitFor } from '../fixtures/publisher-stub.ts';

const SECRET = 'a publish webhook secret of more than 32 characters';

let stub: PublisherStub;
let api: TestApi;
/** Apps to close after each test; closing one twice is harmless. */
const opened: { close(): Promise<unknown> }[] = [];

async function start(options: Partial<AppOptions> = {}) {
  api = await startTestApi({ publishWebhookUrl: stub.url, publishWebhookSecret: SECRET, ...options });
  opened.push(api.app);
}

async function writeVacancy(): Promise<number> {
  const response = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle: 'Engineer' } });
  expect(response.statusCode, response.body).toBe(201);
  return Number(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]);
}

/** The app again on the same DATA_DIR, as after a restart. */
async function restart(options: Partial<AppOptions> = {}) {
  const { app, context } = await buildApp({
    dataDir: api.dataDir,
    databaseUrl: api.databaseUrl,
    siteOrigins: [],
    publishWebhookUrl: stub.url,
    publishWebhookSecret: SECRET,
    ...options,
  });
  opened.push(app);
  return context;
}

describe('the outbox across restarts', () => {
  beforeEach(async () => {
    stub = await startPublisherStub();
  });
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
    await stub.close();
    await rm(api.dataDir, { recursive: true, force: true });
  });

  it('delivers after a restart the events that were pending when the app closed', async () => {
    await stub.down();
    await start();
    const written = [await writeVacancy(), await writeVacancy()];
    await waitFor('a failed attempt', async () => (await findEvent(api.context.db, written[1] as number))?.attempts);
    await api.app.close();

    await stub.up();
    const context = await restart();
    await waitFor(
      'both events delivered',
      async () => (await findEvent(context.db, written[1] as number))?.deliveredAt,
    );
    expect(stub.received()).toEqual(written);
  });

  it('closes at once during a slow call; the call is made again after a restart', async () => {
    stub.answerWith(() => new Promise(() => {}));
    await start();
    const eventId = await writeVacancy();
    await waitFor('the webhook call', () => stub.calls.length === 1);
    await api.app.close();

    stub.answerWith(allLive());
    const context = await restart();
    await waitFor('the event delivered', async () => (await findEvent(context.db, eventId))?.deliveredAt);
    expect(stub.received()).toEqual([eventId, eventId]);
  });

  it('gives up on a call that outlasts the timeout, and retries it', async () => {
    stub.answerWith((batch) => (stub.calls.length === 1 ? new Promise(() => {}) : allLive()(batch)));
    await start({ publishTimings: { timeoutMs: 200 } });
    const eventId = await writeVacancy();
    await waitFor('the event delivered', async () => (await findEvent(api.context.db, eventId))?.deliveredAt);
    expect(await findEvent(api.context.db, eventId)).toMatchObject({
      attempts: 2,
      lastError: expect.stringMatching(/timeout/i),
      error: null,
    });
  });

  it('signs, without PUBLISH_WEBHOOK_SECRET, with the secret generated into DATA_DIR that other processes can load', async () => {
    await start({ publishWebhookSecret: undefined });
    await writeVacancy();
    const call = await waitFor('the webhook call', () => stub.calls[0]);
    const secret = await publishWebhookSecret({ DATA_DIR: api.dataDir });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await verifyWebhook(secret, call.body, call.signature)).toBe(true);
  });
});
