import type { ChangeEvent, PublishOutcome } from '#shared/payloads/publish.ts';
import { ApiUnavailableError } from '#site/data/api.ts';
import { type PublishContext, publishEvents } from './publish-events.ts';

/** Failed tries of one event before its failure is reported instead of tried again. */
const MAX_TRIES = 3;
const RECENT_OUTCOMES = 50;

export interface PublishLog {
  info(message: string): void;
  error(message: string): void;
}

/**
 * One publish at a time, in arrival order. A batch that fails is refused so that the API's
 * dispatcher sends it again; after MAX_TRIES its events are answered with the failure, so that one
 * broken page cannot hold every later edit back. A try that found the API unavailable (its
 * database away) does not count: the batch waits for the API's return, however long.
 */
export function createPublisher(context: PublishContext, log: PublishLog) {
  let queue: Promise<unknown> = Promise.resolve();
  const tries = new Map<number, number>();
  const recent: PublishOutcome[] = [];

  function serialize<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  function remember(outcomes: PublishOutcome[]) {
    recent.unshift(...outcomes.toReversed());
    recent.length = Math.min(recent.length, RECENT_OUTCOMES);
  }

  return {
    /** Publishes `events`; resolves with their outcomes once their pages are live, or rejects to be sent again. */
    publish(events: ChangeEvent[]): Promise<PublishOutcome[]> {
      return serialize(async () => {
        const started = performance.now();
        try {
          const { outcomes, rendered } = await publishEvents(events, context);
          for (const event of events) tries.delete(event.eventId);
          log.info(
            `published events ${events.map((event) => event.eventId).join(', ')}: ${rendered} page renders in ${Math.round(performance.now() - started)} ms`,
          );
          remember(outcomes);
          return outcomes;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log.error(`publishing events ${events.map((event) => event.eventId).join(', ')} failed: ${message}`);
          if (error instanceof ApiUnavailableError) throw error;
          const exhausted = events.every((event) => (tries.get(event.eventId) ?? 0) + 1 >= MAX_TRIES);
          for (const event of events) tries.set(event.eventId, (tries.get(event.eventId) ?? 0) + 1);
          if (!exhausted) throw error;
          const arrivedAt = new Date().toISOString();
          const outcomes = events.map((event) => ({
            eventId: event.eventId,
            arrivedAt,
            liveAt: null,
            rendered: 0,
            pages: [],
            error: message,
          }));
          remember(outcomes);
          return outcomes;
        }
      });
    },
    /** Runs work that must not overlap a publish (a full publish). */
    exclusive: serialize,
    recent: () => [...recent],
  };
}
