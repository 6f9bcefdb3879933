import { z } from 'zod';
import { PUBLISH_EVENT_HEADER, PublishOutcomeSchema, type PublishStatus } from '#shared/payloads/publish.ts';
import { apiRequest } from '../services/api-request.ts';
import { settledStatus } from '../services/settled-status.ts';
import type { EdgeReader } from './edge-reads.ts';
import type { BenchClient, Timed } from './publish-edits.ts';

/** How often the publish status of an edit is asked for. */
const POLL_MS = 5;
/** An edit not live by then has failed the bench, whatever its status says. */
const EDIT_TIMEOUT_MS = 5 * 60_000;

const PublisherStatusSchema = z.object({ recent: z.array(PublishOutcomeSchema) });

/**
 * When the publisher at `publisherUrl` received event `eventId`, by its status's recent outcomes;
 * null once the event is no longer among them.
 */
async function arrivalOf(publisherUrl: string, eventId: number): Promise<number | null> {
  const { recent } = PublisherStatusSchema.parse(await (await fetch(`${publisherUrl}/status`)).json());
  const outcome = recent.find((candidate) => candidate.eventId === eventId);
  return outcome ? Date.parse(outcome.arrivedAt) : null;
}

/**
 * The admin's client of the API that the edits run with: `timedEdit` writes, then times the
 * change event from the API's answer until the publisher received it (from its status at
 * `publisherUrl`) and until its status says live; with an `edge`, also until the edited page, read
 * through the edge cache, shows the edit (its page warmed there first).
 */
export function benchClient(apiUrl: string, token: string, publisherUrl: string, edge: EdgeReader | null): BenchClient {
  const call: BenchClient['call'] = (method, route, body, headers) =>
    fetch(`${apiUrl}${route}`, apiRequest(method, { token, body, headers }));
  const ids = async (route: string, field: string) =>
    ((await (await call('GET', route)).json()) as Record<string, number>[]).map((item) => item[field] as number);

  /** The event's status once live; throws when it failed or stayed pending too long. */
  async function live(eventId: number, signal: AbortSignal): Promise<PublishStatus> {
    const status = await settledStatus(call, eventId, { pollMs: POLL_MS, timeoutMs: EDIT_TIMEOUT_MS, signal });
    if (status.state === 'failed') throw new Error(`event ${eventId} failed to publish: ${status.error}`);
    return status;
  }

  async function timedEdit(
    ...[method, route, body, sight, headers]: Parameters<BenchClient['timedEdit']>
  ): Promise<Timed> {
    const before = edge && sight.before ? await edge.warm(sight.before) : null;
    const response = await call(method, route, body, headers);
    const answered = performance.now();
    const answeredAt = Date.now();
    const answer = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${answer}`);
    const eventId = Number(response.headers.get(PUBLISH_EVENT_HEADER));
    const view = sight.after(answer ? (JSON.parse(answer) as Record<string, unknown>) : {});
    if (view && before && view.page === sight.before && view.shows(before))
      throw new Error(`${view.page} was already ${view.what} before the edit`);

    const stop = new AbortController();
    let liveSince: number | null = null;
    const published = live(eventId, stop.signal).then(
      (status) => {
        liveSince = performance.now();
        return status;
      },
      (error: unknown) => {
        stop.abort(error);
        throw error;
      },
    );
    const shown = edge && view ? edge.untilShown(view, answered, () => liveSince, stop.signal) : undefined;
    try {
      const [status, edgeMs] = await Promise.all([published, shown]);
      if (!status.liveAt) throw new Error(`event ${eventId} is live without a time`);
      // An edit that publishes no page can be live before its answer reached this process: 0 ms.
      const latencyMs = Math.max(0, Date.parse(status.liveAt) - answeredAt);
      const arrived = await arrivalOf(publisherUrl, eventId);
      if (arrived === null) throw new Error(`event ${eventId} is not among the publisher's recent outcomes`);
      const timed = { latencyMs, deliveryMs: Math.max(0, arrived - answeredAt), rendered: status.rendered ?? 0 };
      return { ...timed, pages: status.pages, ...(edgeMs !== undefined && { edgeMs }) };
    } finally {
      stop.abort(new Error('the edit is over'));
    }
  }

  return { call, ids, timedEdit };
}
