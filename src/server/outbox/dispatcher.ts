import type { FastifyBaseLogger } from 'fastify';
import type { ChangeEvent, PublishOutcome } from '#shared/payloads/publish.ts';
import type { Db } from '../db/database.ts';
import { type DeliveryTurn, deliveryTurn } from '../db/instances.ts';
import { insertActivity } from '../repositories/activity.ts';
import { type Delivery, pendingEvents, recordDeliveries, recordFailedAttempt } from '../repositories/outbox.ts';
import { BackgroundWorker } from '../workers/background-worker.ts';
import { postBatch, type Webhook } from './post-batch.ts';

export interface DeliveryTimings {
  /** How long one call may take: the publisher answers once the pages are live, a full republish included. */
  timeoutMs: number;
  /** The wait after the first failed call; it doubles after each further failure, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
}

export const DEFAULT_DELIVERY_TIMINGS: DeliveryTimings = { timeoutMs: 120_000, firstRetryMs: 100, maxRetryMs: 2_000 };
/**
 * As many events as a burst of edits leaves waiting, in one call. A publish compares each part of
 * the site it changes with the API, so it also adds the pages of items whose events are still
 * waiting, and those events' own call rendered them again: with 200 a call, a burst of 2,000
 * creates took 7,800 renders for its 4,100 pages, and its last page went live 43-58 s after the
 * last write instead of 34-43. The call's timeout still bounds it: a call that outlasts it is sent again.
 */
export const MAX_EVENTS_PER_CALL = 2_000;

const NO_OUTCOME = 'The publisher acknowledged the event without an outcome.';
/** How soon an instance whose turn it was not looks again, to take over from one that stopped. */
const TAKE_OVER_MS = 1_000;

/** Hears how deliveries went (metrics/api-metrics.ts), after the outbox has recorded it. */
export interface DeliveryObserver {
  /** A call that failed: its events stay pending. */
  failedCall(eventIds: number[]): void;
  /** The publisher's answers for delivered events, live or failed. */
  delivered(events: ChangeEvent[], deliveries: Delivery[]): void;
}

export interface DispatcherOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Without one, events are recorded and nothing is sent. */
  webhook: Webhook | undefined;
  /** Whose turn it is to deliver, among instances that share the database (db/instances.ts). */
  turn?: DeliveryTurn;
  observer?: DeliveryObserver;
  timings?: Partial<DeliveryTimings>;
}

/**
 * Delivers the outbox to the publisher: the undelivered events, oldest first, up to
 * MAX_EVENTS_PER_CALL in one signed call, one call at a time. A committed write wakes it at once;
 * events committed during a call go in the next one. A failed call leaves its events pending and is
 * retried with exponential backoff, forever. An event is marked delivered only from the
 * publisher's answer, so none is lost; one may be delivered twice if the API stops mid-call.
 * Instances that share a PostgreSQL database deliver one at a time (`turn`); each is woken by
 * every instance's writes.
 */
export class Dispatcher {
  readonly #webhook: Webhook | undefined;
  readonly #timings: DeliveryTimings;
  readonly #turn: DeliveryTurn;
  readonly #observer: DeliveryObserver | undefined;
  readonly #commitListeners: (() => void)[] = [];
  readonly #worker: BackgroundWorker;

  constructor(options: DispatcherOptions) {
    const { log } = options;
    this.#webhook = options.webhook;
    this.#timings = { ...DEFAULT_DELIVERY_TIMINGS, ...options.timings };
    this.#turn = options.turn ?? deliveryTurn(options.db);
    this.#observer = options.observer;
    this.#worker = new BackgroundWorker((signal) => this.#deliverInTurn(signal), {
      firstMs: this.#timings.firstRetryMs,
      maxMs: this.#timings.maxRetryMs,
      // One warning per outage; the retries that follow would repeat it every few seconds.
      failed: (error, failures, delayMs) =>
        log[failures === 1 ? 'warn' : 'debug']({ err: error, failures, delayMs }, 'publish webhook failed; retrying'),
      recovered: (failures) => log.info({ failures }, 'publish webhook: delivering again'),
    });
  }

  /** Starts delivering, beginning with whatever is pending. */
  start(): void {
    if (this.#webhook) void this.#worker.start();
  }

  /** Has `listener` told of every write this instance commits, before its event is delivered. */
  afterEachCommit(listener: () => void): void {
    this.#commitListeners.push(listener);
  }

  /**
   * A write of this instance committed its event (commit-with-event.ts): its listeners (the read
   * cache, which forgets what it kept) hear it first, so that the publisher, woken next, reads the
   * committed data; then the event is delivered.
   */
  committed(): void {
    for (const listener of this.#commitListeners) listener();
    this.wake();
  }

  /** Tells the dispatcher that an event was committed, by this instance or by another. */
  wake(): void {
    this.#worker.wake();
  }

  /** Stops; a call in flight is abandoned and its events stay pending for the next start. */
  close(): Promise<void> {
    return this.#worker.close();
  }

  /**
   * One round: a batch delivered in this instance's turn, then the next at once; nothing pending,
   * a wait for the next write; another instance's turn, a look again soon, to take over from one
   * that stopped. A failed call throws, for the worker's backoff.
   */
  async #deliverInTurn(signal: AbortSignal): Promise<number> {
    const webhook = this.#webhook;
    if (!webhook) return Number.POSITIVE_INFINITY;
    const round = await this.#turn((db) => this.#deliverBatch(db, webhook, signal));
    if (!round.ran) return TAKE_OVER_MS;
    if (round.value.failure) throw round.value.failure;
    return round.value.delivered ? 0 : Number.POSITIVE_INFINITY;
  }

  /**
   * Sends one batch of pending events and records the answer, or the failed attempt; `delivered`
   * is false when nothing was pending.
   */
  async #deliverBatch(
    db: Db,
    webhook: Webhook,
    stopping: AbortSignal,
  ): Promise<{ delivered: boolean; failure?: unknown }> {
    const events = await pendingEvents(db, MAX_EVENTS_PER_CALL);
    if (events.length === 0) return { delivered: false };
    const signal = AbortSignal.any([stopping, AbortSignal.timeout(this.#timings.timeoutMs)]);
    let outcomes: PublishOutcome[];
    try {
      outcomes = await postBatch(webhook, events, signal);
    } catch (failure) {
      const eventIds = events.map((event) => event.eventId);
      if (!stopping.aborted) {
        await recordFailedAttempt(db, eventIds, describe(failure));
        this.#observer?.failedCall(eventIds);
      }
      return { delivered: false, failure };
    }
    const deliveries = deliveriesOf(events, outcomes);
    await recordDeliveries(db, deliveries, new Date().toISOString());
    await logFailedPublishes(db, events, deliveries);
    this.#observer?.delivered(events, deliveries);
    return { delivered: true };
  }
}

/** Tells the activity log of each event the publisher could not put on the site. */
async function logFailedPublishes(db: Db, events: ChangeEvent[], deliveries: Delivery[]) {
  const byId = new Map(events.map((event) => [event.eventId, event]));
  for (const { eventId, error } of deliveries) {
    const event = byId.get(eventId);
    if (error === null || !event) continue;
    const { kind, entityId, operation } = event;
    const summary = `Publishing failed for the ${operation} of ${kind} #${entityId} (event ${eventId}): ${error}`;
    const details = { operation, eventId, error };
    await insertActivity(db, { actor: 'publisher', action: 'publish-failed', kind, entityId, summary, details });
  }
}

function deliveriesOf(events: ChangeEvent[], outcomes: PublishOutcome[]): Delivery[] {
  const byId = new Map(outcomes.map((outcome) => [outcome.eventId, outcome]));
  return events.map(({ eventId }) => {
    const outcome = byId.get(eventId);
    if (!outcome) return { eventId, liveAt: null, rendered: null, pages: [], error: NO_OUTCOME };
    return { eventId, liveAt: outcome.liveAt, rendered: outcome.rendered, pages: outcome.pages, error: outcome.error };
  });
}

/** A failure as lastError keeps it: fetch hides the network's reason in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
