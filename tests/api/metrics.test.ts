import { afterEach, describe, expect, it } from 'vitest';
import { sampleValue } from '#scripts/bench/prometheus.ts';
import { serveMetrics } from '#server/metrics/metrics-server.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { allLive, type PublisherStub, startPublisherStub, waitFor } from '../fixtures/publisher-stub.ts';

const SECRET = 'a publish webhook secret of more than 32 characters';

let api: TestApi;
let stub: PublisherStub | undefined;
let server: Awaited<ReturnType<typeof serveMetrics>>;
afterEach(async () => {
  await server?.close();
  await api?.close();
  await stub?.close();
  stub = undefined;
});

async function start(options: Parameters<typeof startTestApi>[0] = {}) {
  api = await startTestApi(options);
  server = await serveMetrics(api.metrics.registry, { port: 0, host: '127.0.0.1' });
}

/** Scrapes the metrics endpoint over HTTP, as Prometheus does, and reads one sample (0 when absent). */
async function scrape(name: string, labels: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return sampleValue(await response.text(), name, labels);
}

const writeVacancy = async () => {
  const response = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle: 'Engineer' } });
  expect(response.statusCode, response.body).toBe(201);
};

describe('metrics', () => {
  it('counts requests per method, route pattern and status class', async () => {
    await start();
    const route = { method: 'GET', route: '/projects/get/single/project/:id' };
    expect(await scrape('http_request_duration_seconds_count', { ...route, status_class: '4xx' })).toBe(0);
    await api.app.inject({ url: '/projects/get/single/project/999' });
    await api.app.inject({ url: '/projects/get/single/project/998' });
    expect(await scrape('http_request_duration_seconds_count', { ...route, status_class: '4xx' })).toBe(2);
    await api.app.inject({ url: '/projects/get/all' });
    expect(
      await scrape('http_request_duration_seconds_count', {
        method: 'GET',
        route: '/projects/get/all',
        status_class: '2xx',
      }),
    ).toBe(1);
  });

  it('reads the outbox backlog from the database at each scrape', async () => {
    // No webhook: events are recorded and stay pending.
    await start();
    expect(await scrape('outbox_pending_events')).toBe(0);
    expect(await scrape('outbox_oldest_pending_age_seconds')).toBe(0);
    await writeVacancy();
    await writeVacancy();
    expect(await scrape('outbox_pending_events')).toBe(2);
    expect(await scrape('outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('observes how long delivered edits took to go live, and counts failed webhook calls and failed events', async () => {
    stub = await startPublisherStub(() => ({ status: 500, body: { message: 'down' } }));
    await start({
      publishWebhookUrl: stub.url,
      publishWebhookSecret: SECRET,
      publishTimings: { firstRetryMs: 10, maxRetryMs: 20 },
    });
    await writeVacancy();
    await waitFor('a failed call counted', async () => (await scrape('publish_webhook_failures_total')) >= 1);
    stub.answerWith(allLive());
    await waitFor('the edit live', async () => (await scrape('publish_edit_to_live_seconds_count')) === 1);
    expect(await scrape('outbox_pending_events')).toBe(0);

    stub.answerWith((batch) => ({
      status: 200,
      body: {
        outcomes: batch.events.map(({ eventId }) => ({
          eventId,
          arrivedAt: new Date().toISOString(),
          liveAt: null,
          rendered: 0,
          pages: [],
          error: 'a page failed to render',
        })),
      },
    }));
    await writeVacancy();
    await waitFor('a failed event counted', async () => (await scrape('publish_failed_events_total')) === 1);
    expect(await scrape('publish_edit_to_live_seconds_count')).toBe(1);
  });

  it('answers only GET /metrics', async () => {
    await start();
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  });
});
