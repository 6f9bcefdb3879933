import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PublisherEnv } from '#publisher/env.ts';
import { createPublisherMetrics } from '#publisher/metrics.ts';
import { createPublisher } from '#publisher/publisher.ts';
import type { Renderer } from '#publisher/renderer.ts';
import { stageFile } from '#publisher/site-writer.ts';
import { openPublisherState, type PublisherState } from '#publisher/state/publisher-state.ts';
import { type Publishing, startWebhookServer } from '#publisher/webhook-server.ts';
import { sampleValue } from '#scripts/bench/prometheus.ts';
import { PUBLISH_SIGNATURE_HEADER } from '#shared/payloads/publish.ts';
import { signWebhook } from '#shared/webhook-signature.ts';

const SECRET = 'a publish webhook secret of more than 32 characters';
const PAGE = `<!DOCTYPE html><html><body>${'<p>Lajme</p>'.repeat(100)}</body></html>`;

/**
 * Renders every page as PAGE, having read `news:7`, and writes it where asked as the rendering
 * threads do: the warm server build takes minutes to make, and this test is about the publisher's
 * door, not its pages.
 */
const renderer: Renderer = {
  render: async (_page, _batch, options) => {
    const body = new TextEncoder().encode(PAGE);
    const page = { status: 200, tags: ['news:7'] };
    return options?.write ? { ...page, staged: stageFile(options.write.file, body) } : { ...page, body };
  },
  warm: async () => {},
  close: async () => {},
};

describe('the publisher’s door: health and metrics', () => {
  let root: string;
  let siteDir: string;
  let state: PublisherState;
  let server: FastifyInstance;
  let origin: string;
  let publishing: Publishing | null = null;
  const metrics = createPublisherMetrics();

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'publisher-door-'));
    siteDir = path.join(root, 'site');
    state = openPublisherState(path.join(root, 'state'));
    const env: PublisherEnv = {
      port: 0,
      host: '127.0.0.1',
      secret: SECRET,
      apiUrl: 'http://127.0.0.1:9',
      siteDir,
      serverBuildDir: path.join(root, 'server-build'),
      stateDir: path.join(root, 'state'),
      edge: undefined,
      logLevel: 'silent',
    };
    server = await startWebhookServer({
      env,
      publishing: () => publishing,
      status: () => ({}),
      metrics: metrics.registry,
    });
    origin = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await server.close();
    state.close();
    await rm(root, { recursive: true, force: true });
  });

  const webhook = async () => {
    const body = JSON.stringify({
      events: [
        {
          eventId: 1,
          kind: 'news',
          entityId: 7,
          operation: 'update',
          tags: ['news:7'],
          createdAt: new Date().toISOString(),
        },
      ],
    });
    return fetch(`${origin}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PUBLISH_SIGNATURE_HEADER]: await signWebhook(SECRET, body) },
      body,
    });
  };
  const ready = async () => {
    const response = await fetch(`${origin}/health/ready`);
    return { status: response.status, body: await response.json() };
  };
  const scrape = async (name: string, labels?: Record<string, string>) =>
    sampleValue(await (await fetch(`${origin}/metrics`)).text(), name, labels);

  test('is live from the start, and not ready before its first full publish: webhooks wait with 503', async () => {
    expect(await (await fetch(`${origin}/health/live`)).json()).toEqual({ status: 'live' });
    // The first full publish makes the site folder: there is none to write to yet.
    expect(await ready()).toEqual({
      status: 503,
      body: { status: 'not ready', checks: { site: 'failed', published: 'failed' } },
    });
    const refused = await webhook();
    expect(refused.status).toBe(503);
    expect((await refused.json()).code).toBe('STARTING');
  });

  test('is ready once published with a writable site folder, and not while the folder cannot be written', async () => {
    state.pages.replace(new Map([['/news', ['news:7']]]));
    const context = { state, renderer: metrics.countRenders(renderer), siteDir, listPages: async () => ['/news'] };
    const log = { info: () => {}, error: () => {} };
    publishing = {
      publisher: metrics.observePublishes(createPublisher(context, log)),
      republish: async () => ({ rendered: 0, written: 0 }),
      preview: (pagePath, grant) => renderer.render(pagePath, 'preview', { preview: grant }),
    };
    expect((await ready()).status).toBe(503);
    const published = await webhook();
    expect(published.status).toBe(200);
    expect(brotliDecompressSync(await readFile(path.join(siteDir, 'news', 'index.html.br'))).toString()).toBe(PAGE);
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready', checks: { site: 'ok', published: 'ok' } } });

    // A file where the folder should be: writes fail even for root, whom permissions do not stop.
    const moved = `${siteDir}-moved`;
    await rename(siteDir, moved);
    await writeFile(siteDir, 'not a folder');
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { status: 'not ready', checks: { site: 'failed', published: 'ok' } },
      });
    } finally {
      await rm(siteDir);
      await rename(moved, siteDir);
    }
  });

  test('counts page renders and times publishes in its metrics', async () => {
    expect(await scrape('publisher_page_renders_total', { status: '200' })).toBe(1);
    expect(await scrape('publisher_publish_duration_seconds_count', { kind: 'events' })).toBe(1);
    expect(await scrape('publisher_publish_failures_total', { kind: 'events' })).toBe(0);
    expect(await scrape('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  test('logs the pages a batch rendered once each, however many of its events touched them', async () => {
    const context = { state, renderer, siteDir, listPages: async () => ['/news'] };
    const lines: string[] = [];
    const publisher = createPublisher(context, { info: (line) => lines.push(line), error: (line) => lines.push(line) });
    const event = (eventId: number) => ({
      eventId,
      kind: 'news' as const,
      entityId: 7,
      operation: 'update' as const,
      tags: ['news:7'],
      createdAt: new Date().toISOString(),
    });
    const outcomes = await publisher.publish([event(21), event(22), event(23)]);
    expect(outcomes.map((outcome) => outcome.rendered)).toEqual([1, 1, 1]);
    expect(lines).toEqual([expect.stringMatching(/^published events 21, 22, 23: 1 page renders in \d+ ms$/)]);
  });
});
