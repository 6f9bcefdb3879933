import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import { postgresPool } from './db/database.ts';
import { unavailable } from './errors.ts';
import { closeRedis, connectRedis } from './redis-connection.ts';

/** The table that keeps the counts on PostgreSQL (created by the migrations). */
export const LIMITS_TABLE = 'rateLimits';
/** Before every key of the counts in Redis, which other applications may share. */
export const REDIS_KEY_PREFIX = 'rateLimits';
/** Each count is one short statement; a few connections serve every login and form. */
const LIMITS_POOL_SIZE = 4;

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** The counting window, in seconds. */
  duration: number;
}

/** Makes the counters of one limit: in this process's memory, or shared by the instances. */
export type Limiters = (options: LimiterOptions) => RateLimiterAbstract;

export interface SharedLimits {
  limiters: Limiters;
  close(): Promise<void>;
}

export interface LimitsStore {
  /** REDIS_URL: the counts live in Redis, whatever the database. */
  redisUrl?: string | undefined;
  /** DATABASE_URL: without Redis, the counts live in PostgreSQL. */
  databaseUrl?: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * Counters where every instance of the API sees them: in Redis when REDIS_URL is set, else in
 * PostgreSQL when the database is shared (both count with one atomic step per hit), else in
 * memory, as the SQLite default runs one instance. Fails when Redis does not answer at start.
 */
export async function sharedLimiters({ redisUrl, databaseUrl, log }: LimitsStore): Promise<SharedLimits> {
  if (redisUrl) {
    const client = await connectRedis(redisUrl, log);
    const limiters: Limiters = (options) =>
      new RateLimiterRedis({
        ...options,
        keyPrefix: `${REDIS_KEY_PREFIX}:${options.keyPrefix}`,
        storeClient: client,
        rejectIfRedisNotReady: true,
      });
    return { limiters, close: () => closeRedis(client) };
  }
  if (!databaseUrl) return { limiters: (options) => new RateLimiterMemory(options), close: async () => {} };
  const pool = postgresPool(databaseUrl, LIMITS_POOL_SIZE);
  const limiters: Limiters = (options) =>
    new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: LIMITS_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
    });
  return { limiters, close: () => pool.end() };
}

type StoreOptions = FastifyRateLimitOptions & { routeInfo?: { method: string; url: string } };
type Count = { current: number; ttl: number };

/**
 * A store for @fastify/rate-limit (its `store` option) that counts with `limiters`, so that a
 * route's limit holds across instances. The plugin decides on the count; the store only counts.
 */
export function rateLimitStore(limiters: Limiters): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore {
    readonly #route: string;
    /** One counter per counting window the route asks for (the plugin passes it on each count). */
    readonly #counters = new Map<number, RateLimiterAbstract>();

    constructor(options: StoreOptions) {
      this.#route = options.routeInfo ? `${options.routeInfo.method} ${options.routeInfo.url}` : 'all';
    }

    incr(key: string, done: (error: Error | null, count?: Count) => void, timeWindow: number) {
      this.#counterOf(timeWindow)
        .penalty(key, 1)
        .then(
          (counted) => done(null, { current: counted.consumedPoints, ttl: counted.msBeforeNext }),
          (error: unknown) => done(unavailable(error)),
        );
    }

    child(options: StoreOptions) {
      return new SharedRateLimitStore(options);
    }

    #counterOf(timeWindowMs: number) {
      let counter = this.#counters.get(timeWindowMs);
      if (!counter) {
        const duration = Math.ceil(timeWindowMs / 1000);
        counter = limiters({ keyPrefix: `route ${this.#route}`, points: Number.MAX_SAFE_INTEGER, duration });
        this.#counters.set(timeWindowMs, counter);
      }
      return counter;
    }
  };
}
