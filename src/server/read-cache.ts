import type { FastifyRequest } from 'fastify';
import type { App } from './context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for public reads whose answer differs per call (the random ones). */
    cache?: boolean;
  }
  interface FastifyRequest {
    cacheGeneration?: number;
    /** An admin write counted in the cache's writes in flight until its response ends. */
    writeInFlight?: boolean;
  }
}

const MAX_ENTRIES = 10_000;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Keeps the serialised answers of public reads until the next successful write. Serialising
 * through the zod schemas costs most of a read's time, and the data changes only when an admin
 * saves (every write is an admin's). While a write is in flight nothing is served from or kept in
 * the cache: the publisher, woken as soon as the write commits, must read the committed data even
 * before the write's answer has gone out.
 */
export function cachePublicReads(app: App) {
  /** Each answer's body, and its ETag where it has one (a single read). */
  const answers = new Map<string, { body: string; etag: string | undefined }>();
  let generation = 0;
  let writesInFlight = 0;

  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.routeOptions.config.access === 'public' &&
    request.routeOptions.config.cache !== false;
  const isAdminWrite = (request: FastifyRequest) =>
    request.method !== 'GET' && request.routeOptions.config.access === 'admin';
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
    const answer = answers.get(request.url);
    if (answer !== undefined) {
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
      answers.set(request.url, { body: payload, etag: typeof etag === 'string' ? etag : undefined });
    }
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    if (!request.writeInFlight) return;
    request.writeInFlight = false;
    writesInFlight--;
    forget();
  });
}
