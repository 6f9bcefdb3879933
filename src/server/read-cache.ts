import type { FastifyRequest } from 'fastify';
import type { App } from './context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for public reads whose answer differs per call (the random ones). */
    cache?: boolean;
  }
  interface FastifyRequest {
    cacheGeneration?: number;
  }
}

const MAX_ENTRIES = 10_000;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Keeps the serialised answers of public reads until the next successful write. Serialising
 * through the zod schemas costs most of a read's time, and the data changes only when an admin
 * saves (every write is an admin's). A read that overlaps a write is not kept, so no stale answer outlives the write.
 */
export function cachePublicReads(app: App) {
  const answers = new Map<string, string>();
  let generation = 0;

  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config.access === 'public' && request.routeOptions.config.cache !== false;

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const answer = answers.get(request.url);
    if (answer !== undefined) return reply.type(JSON_TYPE).send(answer);
    request.cacheGeneration = generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (request.cacheGeneration === generation && reply.statusCode === 200 && isJson && typeof payload === 'string') {
      if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
      answers.set(request.url, payload);
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const isAdminWrite = request.method !== 'GET' && request.routeOptions.config.access === 'admin';
    if (isAdminWrite && reply.statusCode < 400) {
      generation++;
      answers.clear();
    }
  });
}
