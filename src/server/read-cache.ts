import type { FastifyRequest } from 'fastify';
import { PREVIEW_GRANT_HEADER } from '#shared/payloads/preview.ts';
import type { App } from './context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for public reads whose answer differs per call (the random ones). */
    cache?: boolean;
    /** True for an editor's call that is no write although it is no GET (a live preview): the cache stays. */
    writesNothing?: boolean;
  }
  interface FastifyRequest {
    cacheGeneration?: number;
    /** The shared data's version when the request began, where instances share a database. */
    cacheVersion?: number | undefined;
    /** An admin write counted in the cache's writes in flight until its response ends. */
    writeInFlight?: boolean;
  }
}

const MAX_ENTRIES = 10_000;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface ReadCacheOptions {
  /**
   * The version of the shared data, read per request when other instances write to the same
   * database (db/instances.ts dataVersion): an answer kept at another version is not served.
   */
  currentVersion?: () => Promise<number>;
}

/**
 * Keeps the serialised answers of public reads until the next successful write. Serialising
 * through the zod schemas costs most of a read's time, and the data changes only when an admin
 * saves (every write is an admin's). While a write is in flight nothing is served from or kept in
 * the cache: the publisher, woken as soon as the write commits, must read the committed data even
 * before the write's answer has gone out. Writes of other instances are seen through
 * `currentVersion`, so that no instance serves an answer older than a committed write.
 */
export function cachePublicReads(app: App, { currentVersion }: ReadCacheOptions = {}) {
  /** Each answer's body, its ETag where it has one (a single read), and the data version it was read at. */
  const answers = new Map<string, { body: string; etag: string | undefined; version: number | undefined }>();
  let generation = 0;
  let writesInFlight = 0;

  // A signed-in read, or a preview's, may hold drafts (auth/access.ts seesDrafts), which no one else may be served.
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    request.headers[PREVIEW_GRANT_HEADER] === undefined &&
    request.routeOptions.config.access === 'public' &&
    request.routeOptions.config.cache !== false;
  const isAdminWrite = (request: FastifyRequest) =>
    request.method !== 'GET' &&
    request.routeOptions.config.writesNothing !== true &&
    (request.routeOptions.config.access === 'editor' || request.routeOptions.config.access === 'admin');
  const forget = () => {
    generation++;
    answers.clear();
  };

  app.addHook('onRequest', async (request, reply) => {
    if (isAdminWrite(request)) {
      writesInFlight++;
      request.writeInFlight = true;
      forget();
      return;
    }
    if (!cacheable(request) || writesInFlight > 0) return;
    const version = await currentVersion?.();
    const answer = answers.get(request.url);
    request.cacheVersion = version;
    if (answer !== undefined && answer.version === version) {
      if (answer.etag) reply.header('ETag', answer.etag);
      return reply.type(JSON_TYPE).send(answer.body);
    }
    request.cacheGeneration = generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    const unchanged = request.cacheGeneration === generation && writesInFlight === 0;
    if (unchanged && reply.statusCode === 200 && isJson && typeof payload === 'string') {
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

  app.addHook('onResponse', async (request) => {
    if (!request.writeInFlight) return;
    request.writeInFlight = false;
    writesInFlight--;
    forget();
  });

  return {
    /** A write made outside a request (a scheduled publication), kept apart from the cache as an admin's is. */
    async whileWriting<T>(write: () => Promise<T>): Promise<T> {
      writesInFlight++;
      forget();
      try {
        return await write();
      } finally {
        writesInFlight--;
        forget();
      }
    },
  };
}

export type ReadCache = ReturnType<typeof cachePublicReads>;
