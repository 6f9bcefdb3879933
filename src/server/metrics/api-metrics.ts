import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ChangeEvent } from '#shared/payloads/publish.ts';
import type { App } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { DeliveryObserver } from '../outbox/dispatcher.ts';
import type { Delivery } from '../repositories/outbox.ts';
import { outboxBacklog } from '../repositories/outbox-backlog.ts';

/** From a cached read (a millisecond) to a 50 MB catalogue upload on a slow line. */
const REQUEST_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** From an edit of a few pages (a fraction of a second) to one that waited out a full publish. */
const EDIT_TO_LIVE_BUCKETS_S = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900];

/**
 * The API's Prometheus metrics: request durations per route, the outbox's backlog (read from the
 * database at each scrape), how long edits took to go live, and failed deliveries. Served on
 * METRICS_PORT by metrics-server.ts; each app has a registry of its own.
 */
export function createApiMetrics(db: Db) {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API requests by method, route pattern and status class, until the answer was sent',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS_S,
    registers: [registry],
  });
  new Gauge({
    name: 'outbox_pending_events',
    help: 'Change events not yet delivered to the publisher',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(db)).pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest change event not yet delivered to the publisher; 0 when none is pending',
    registers: [registry],
    async collect() {
      const { oldestCreatedAt } = await outboxBacklog(db);
      this.set(oldestCreatedAt ? Math.max(0, (Date.now() - Date.parse(oldestCreatedAt)) / 1000) : 0);
    },
  });
  const editToLive = new Histogram({
    name: 'publish_edit_to_live_seconds',
    help: 'From a write committing its change event to the publisher reporting its pages live',
    buckets: EDIT_TO_LIVE_BUCKETS_S,
    registers: [registry],
  });
  const webhookFailures = new Counter({
    name: 'publish_webhook_failures_total',
    help: 'Webhook calls to the publisher that failed (no answer, or not a 200 with outcomes); their events are sent again',
    registers: [registry],
  });
  const failedEvents = new Counter({
    name: 'publish_failed_events_total',
    help: 'Change events the publisher answered as failed',
    registers: [registry],
  });

  const readCache: ReadCacheMetrics = {
    reads: new Counter({
      name: 'api_read_cache_reads_total',
      help: 'Public reads the cache could keep, by whether it answered them (hit) or the route did (miss)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    cleared: new Counter({
      name: 'api_read_cache_clears_total',
      help: 'Times the public read cache was emptied: once per write this instance committed',
      registers: [registry],
    }),
  };

  const deliveries: DeliveryObserver = {
    failedCall: () => webhookFailures.inc(),
    delivered(events: ChangeEvent[], outcomes: Delivery[]) {
      const createdAt = new Map(events.map((event) => [event.eventId, Date.parse(event.createdAt)]));
      for (const { eventId, liveAt, error } of outcomes) {
        if (error !== null) failedEvents.inc();
        const created = createdAt.get(eventId);
        // liveAt is the publisher's clock, createdAt the database's: on two machines, keep them in sync.
        if (liveAt && error === null && created !== undefined)
          editToLive.observe(Math.max(0, (Date.parse(liveAt) - created) / 1000));
      }
    },
  };

  return {
    registry,
    deliveries,
    readCache,
    /** Times every request of `app`; register it before the routes. */
    observeRequests(app: App) {
      app.addHook('onResponse', async (request, reply) => {
        requests.observe(
          {
            method: request.method,
            route: request.routeOptions.url ?? 'unmatched',
            status_class: `${Math.floor(reply.statusCode / 100)}xx`,
          },
          reply.elapsedTime / 1000,
        );
      });
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

/** What the public read cache counts (read-cache.ts). */
export interface ReadCacheMetrics {
  reads: Counter<'outcome'>;
  cleared: Counter;
}
