import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A count Redis has not answered by then fails, rather than holding its login or form. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;
/** How long the start, and each later attempt to reach Redis again, waits for a connection. */
const REDIS_CONNECT_TIMEOUT_MS = 5000;

/** REDIS_URL without its password, for messages and the log. */
export function redisAddress(url: string): string {
  const address = new URL(url);
  if (address.password) address.password = '***';
  return address.toString();
}

/**
 * Connects to Redis at `url`, or fails with a message that names it. Afterwards, while Redis is
 * away, every command fails at once (nothing waits in a queue, nothing is sent twice), the client
 * keeps trying to reach it again, and the log says when it went and when it came back.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    // A count in flight when the connection drops fails instead of being sent again on the next
    // connection, where it might be counted twice.
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  const address = redisAddress(url);
  let state: 'starting' | 'up' | 'away' = 'starting';
  // Heard once per outage: unheard, ioredis prints every failed attempt to reconnect.
  client.on('error', (error: Error) => {
    if (state !== 'up') return;
    state = 'away';
    log.error({ err: error, redis: address }, 'Redis unreachable: logins and forms are refused until it answers');
  });
  client.on('ready', () => {
    if (state === 'away') log.info({ redis: address }, 'Redis answers again');
    state = 'up';
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at ${address} (REDIS_URL) did not answer: ${reason}`, { cause: error });
  }
  return client;
}

/** Closes the connection: politely when Redis answers, at once when it does not. */
export async function closeRedis(client: Redis): Promise<void> {
  await client.quit().catch(() => client.disconnect());
}
