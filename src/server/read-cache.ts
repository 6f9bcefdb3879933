import type { FastifyRequest } from 'fastify';
import { PREVIEW_GRANT_HEADER } from '#shared/payloads/preview.ts';
import type { App } from './context.ts';
import type { ReadCacheMetrics } from './metrics/api-metrics.ts';
import type { Dispatcher } from './outbox/dispatcher.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for public reads whose answer differs per call (the random ones). */
    cache?: boolean;
  }
  interface FastifyRequest {
    cacheGeneration?: number;
    /** The shared data's version when the request began, where instances share a database. */
    cacheVersion?: number | undefined;
  }
}

const MAX_ENTRIES = 10_000;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface ReadCacheOptions {
  /** Whose commits empty the cache: every write of this instance that public reads can see. */
  dispatcher: Pick<Dispatcher, 'afterEachCommit'>;
  /**
   * The version of the shared data, read per request when other instances write to the same
   * database (db/instances.ts dataVersion): an answer kept at another version is not served.
   */
  currentVersion?: () => Promise<number>;
  metrics?: ReadCacheMetrics;
}

/**
 * Keeps the serialised answers of public reads until the next committed write. Serialising
 * through the zod schemas costs most of a read's time, and the data changes only when a write
 * commits its change event (outbox/commit-with-event.ts): that is where the cache is emptied,
 * whoever wrote (a request, the scheduler, the daily jobs), before the publisher is woken to read
 * the committed data. A call that writes nothing public (a presence beat, a live preview, an
 * account's change) leaves the cache as it is. An answer read before a commit and sent after it
 * is not kept (`generation`). Writes of other instances are seen through `currentVersion`, so
 * that no instance serves an answer older than a committed write.
 */
export function cachePublicReads(app: App, { dispatcher, currentVersion, metrics }: ReadCacheOptions) {
  /** Each answer's body, its ETag where it has one (a single read), and the data version it was read at. */
  const answers = new Map<string, { body: string; etag: string | undefined; version: number | undefined }>();
  let generation = 0;

  // A signed-in read, or a preview's, may hold drafts (auth/access.ts seesDrafts), which no one else may be served.
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    request.headers[PREVIEW_GRANT_HEADER] === undefined &&
    request.routeOptions.config.access === 'public' &&
    request.routeOptions.config.cache !== false;

  dispatcher.afterEachCommit(() => {
    generation++;
    answers.clear();
    metrics?.cleared.inc();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const version = await currentVersion?.();
    const answer = answers.get(request.url);
    request.cacheVersion = version;
    if (answer !== undefined && answer.version === version) {
      metrics?.reads.inc({ outcome: 'hit' });
      if (answer.etag) reply.header('ETag', answer.etag);
      return reply.type(JSON_TYPE).send(answer.body);
    }
    metrics?.reads.inc({ outcome: 'miss' });
    request.cacheGeneration = generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (request.cacheGeneration === generation && reply.statusCode === 200 && isJson && typeof payload === 'string') {
      if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
      const etag = reply.getHeader('etag');
      answers.set(request.url, {
        body: payload,
        etag: typeof etag === 'string' ? etag : undefined,
        version: request.cacheVersion,
      });
    }
    return payload;
  });
}
