import { NEWS } from '#shared/entities/news.ts';
import { PUBLISH_EVENT_HEADER, type PublishStatus, PublishStatusSchema } from '#shared/payloads/publish.ts';
import { parseSamples } from './prometheus.ts';
import type { BenchClient } from './publish-edits.ts';

/** Writes in flight at once: as fast as the API takes them from one admin's client. */
const CONCURRENT_WRITES = 8;
const POLL_MS = 50;
/** A burst not live by then has failed the bench. */
const BURST_TIMEOUT_MS = 10 * 60_000;
const RENDERS_METRIC = 'publisher_page_renders_total';

export interface BurstFigures {
  created: number;
  writeSeconds: number;
  /** From the last write's answer to the moment every created item's pages were live. */
  liveAfterLastWriteSeconds: number;
  /** The publish batches the burst took, and the pages they wrote (a page counts once per batch). */
  batches: number;
  pagesWritten: number;
  /** Every page render of the publisher meanwhile, by its own count (publisher_page_renders_total). */
  renders: number;
}

/** The publisher's count of page renders so far, over every status, from its metrics. */
async function rendersSoFar(publisherUrl: string): Promise<number> {
  const samples = parseSamples(await (await fetch(`${publisherUrl}/metrics`)).text()).filter(
    (sample) => sample.name === RENDERS_METRIC,
  );
  if (samples.length === 0) throw new Error(`the publisher's metrics have no ${RENDERS_METRIC}`);
  return samples.reduce((sum, sample) => sum + sample.value, 0);
}

/**
 * Creates `count` news items through the API, CONCURRENT_WRITES at a time, then waits until each
 * one's change event is live, as the admin's "live on the site" does. Events published together
 * share their `liveAt` and their pages: that is how batches are told apart.
 */
export async function timeBurst(
  { call }: Pick<BenchClient, 'call'>,
  publisherUrl: string,
  count: number,
): Promise<BurstFigures> {
  const rendersBefore = await rendersSoFar(publisherUrl);
  const eventIds: number[] = [];
  let next = 0;
  const started = performance.now();
  let lastAnswerAt = 0;
  const writer = async () => {
    for (let n = next++; n < count; n = next++) {
      const body = new FormData();
      body.append('newsTitle', `Burst news ${n}`);
      body.append('titullLajmesh', `Lajm i shpejtë ${n}`);
      body.append('newsType', 'news');
      const response = await call('POST', NEWS.api.save, body);
      if (!response.ok) throw new Error(`POST ${NEWS.api.save} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      eventIds.push(Number(response.headers.get(PUBLISH_EVENT_HEADER)));
      lastAnswerAt = Date.now();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_WRITES }, writer));
  const writeSeconds = (performance.now() - started) / 1000;

  const statuses: PublishStatus[] = [];
  const deadline = Date.now() + BURST_TIMEOUT_MS;
  for (const eventId of eventIds.toSorted((a, b) => b - a)) {
    for (;;) {
      const status = PublishStatusSchema.parse(await (await call('GET', `/publish/events/${eventId}`)).json());
      if (status.state === 'failed') throw new Error(`event ${eventId} failed to publish: ${status.error}`);
      if (status.state === 'live') {
        statuses.push(status);
        break;
      }
      if (Date.now() > deadline)
        throw new Error(`event ${eventId} was not live ${BURST_TIMEOUT_MS / 1000} s after the burst`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  const lastLive = Math.max(...statuses.map((status) => Date.parse(status.liveAt ?? '')));
  const batches = new Map<string, Set<string>>();
  for (const status of statuses) {
    const pages = batches.get(status.liveAt ?? '') ?? new Set<string>();
    for (const page of status.pages) pages.add(page);
    batches.set(status.liveAt ?? '', pages);
  }
  return {
    created: eventIds.length,
    writeSeconds,
    liveAfterLastWriteSeconds: (lastLive - lastAnswerAt) / 1000,
    batches: batches.size,
    pagesWritten: [...batches.values()].reduce((sum, pages) => sum + pages.size, 0),
    renders: (await rendersSoFar(publisherUrl)) - rendersBefore,
  };
}
