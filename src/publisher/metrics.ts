import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { createPublisher } from './publisher.ts';
import type { Renderer } from './renderer.ts';

/** What a publish did: a batch of change events, every page again with the loaded build, or a full build. */
export type PublishKind = 'events' | 'render-all' | 'full-build';

/** From an edit of a few pages (tens of ms) to a full build of 20,000 (minutes). */
const PUBLISH_BUCKETS_S = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/**
 * The publisher's Prometheus metrics (GET /metrics on its own port): page renders by status,
 * publish durations and failures by kind, the events answered as failed, and the process's own
 * (CPU, memory, event loop).
 */
export function createPublisherMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const renders = new Counter({
    name: 'publisher_page_renders_total',
    help: 'Pages rendered by the warm server build, by HTTP status (error: the render threw)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'publisher_publish_duration_seconds',
    help: 'Time from a publish being asked for to its pages being live, queue included',
    labelNames: ['kind'] as const,
    buckets: PUBLISH_BUCKETS_S,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'publisher_publish_failures_total',
    help: 'Publishes that failed (a batch of events is then sent again by the API)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const failedEvents = new Counter({
    name: 'publisher_failed_events_total',
    help: 'Change events answered as failed, their tries spent',
    registers: [registry],
  });

  /** Runs a publish, observing its duration, or its failure. */
  async function timed<T>(kind: PublishKind, work: () => Promise<T>): Promise<T> {
    const end = durations.startTimer({ kind });
    try {
      return await work();
    } catch (error) {
      failures.inc({ kind });
      throw error;
    } finally {
      end();
    }
  }

  return {
    registry,
    timed,
    /** The renderer, its renders counted. */
    countRenders(renderer: Renderer): Renderer {
      return {
        ...renderer,
        async render(pagePath, batch, options) {
          try {
            const page = await renderer.render(pagePath, batch, options);
            renders.inc({ status: String(page.status) });
            return page;
          } catch (error) {
            renders.inc({ status: 'error' });
            throw error;
          }
        },
      };
    },
    /** The publisher, its batches of events timed and its failed events counted. */
    observePublishes(publisher: ReturnType<typeof createPublisher>): ReturnType<typeof createPublisher> {
      return {
        ...publisher,
        publish: (events) =>
          timed('events', async () => {
            const outcomes = await publisher.publish(events);
            failedEvents.inc(outcomes.filter((outcome) => outcome.error !== null).length);
            return outcomes;
          }),
      };
    },
  };
}

export type PublisherMetrics = ReturnType<typeof createPublisherMetrics>;
