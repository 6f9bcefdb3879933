import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * What the API and the site server allow one client, against slow and abusive ones (headers sent
 * a byte every few seconds, a body begun and never finished, a giant header or address), set so
 * that no real visitor meets them. Node's defaults let a slow client hold a connection 60 s and
 * more, and check those timeouts only every 30 s.
 */
export interface ClientLimits {
  /** To send a request's headers: browsers send them at once, so 10 s is for a very bad line. */
  headersTimeoutMs: number;
  /** A connection that sends and receives nothing this long is closed: a body begun and left. */
  idleTimeoutMs: number;
  /** A whole request, its body included: a 50 MB catalogue on a slow line. */
  requestTimeoutMs: number;
  /** A kept-alive connection between two requests. */
  keepAliveTimeoutMs: number;
  /** A request's head, its address included; beyond it, 431. */
  maxHeaderBytes: number;
  /** A request's address; beyond it, 414. */
  maxUrlChars: number;
  /** Connections at once, per process; one more is closed at once. */
  maxConnections: number;
}

export const CLIENT_LIMITS: ClientLimits = {
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  requestTimeoutMs: 5 * 60_000,
  keepAliveTimeoutMs: 10_000,
  maxHeaderBytes: 16 * 1024,
  maxUrlChars: 8 * 1024,
  maxConnections: 4000,
};

/** How often Node looks for requests past their header or request timeout (its default: 30 s). */
const CHECK_EVERY_MS = 1000;

/** The options of Fastify (and of its Node server) that hold `limits`. */
export const clientLimitOptions = (
  limits: ClientLimits,
): Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout'> & {
  http: ServerOptions;
} => ({
  connectionTimeout: limits.idleTimeoutMs,
  requestTimeout: limits.requestTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  http: {
    headersTimeout: limits.headersTimeoutMs,
    maxHeaderSize: limits.maxHeaderBytes,
    connectionsCheckingInterval: CHECK_EVERY_MS,
  },
});

/**
 * Applies what Fastify's options cannot: the connections' cap, and 414 for an address longer than
 * `maxUrlChars`, answered with `body` before any route runs.
 */
export function enforceClientLimits(app: FastifyInstance, limits: ClientLimits, body: (message: string) => unknown) {
  app.server.maxConnections = limits.maxConnections;
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.url && request.raw.url.length > limits.maxUrlChars) {
      return reply.code(414).send(body('The address is too long.'));
    }
  });
}
