import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, unavailable } from '../errors.ts';
import type { Limiters } from '../shared-limits.ts';

/** How many forgotten-password emails may be asked for, per email and per client address, in a window. */
export interface ResetLimitOptions {
  perEmail: number;
  perAddress: number;
  windowMs: number;
}

// An inbox needs a link or two an hour; an office's address serves several people who forget.
export const DEFAULT_RESET_LIMIT: ResetLimitOptions = { perEmail: 3, perAddress: 10, windowMs: 60 * 60 * 1000 };

/**
 * Counts requests for a forgotten password's email per email (whether or not an account has it,
 * so that the limit tells nothing either) and per address, where `limiters` keeps them: shared by
 * the API instances in Redis or PostgreSQL, as the login throttle's (docs/decisions/008-redis-limits.md).
 */
export class ResetLimit {
  readonly #emails: RateLimiterAbstract;
  readonly #addresses: RateLimiterAbstract;

  constructor(options: ResetLimitOptions, limiters: Limiters = (limit) => new RateLimiterMemory(limit)) {
    const duration = options.windowMs / 1000;
    this.#emails = limiters({ keyPrefix: 'reset-email', points: options.perEmail, duration });
    this.#addresses = limiters({ keyPrefix: 'reset-address', points: options.perAddress, duration });
  }

  /** Counts a request; refuses it (429 with Retry-After) past either limit, or (503) when the counts cannot be made. */
  async count(email: string, address: string): Promise<void> {
    const counted = await Promise.allSettled([
      this.#emails.consume(email.trim().toLowerCase()),
      this.#addresses.consume(address),
    ]);
    const refusals = counted.filter((result) => result.status === 'rejected').map((result) => result.reason as unknown);
    const unexpected = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (unexpected) throw unavailable(unexpected);
    if (refusals.length === 0) return;
    const waitMs = Math.max(...refusals.map((reason) => (reason as RateLimiterRes).msBeforeNext));
    throw new HttpError(
      429,
      'TOO_MANY_REQUESTS',
      'Too many requests for a new password. Please wait a while and try again.',
      undefined,
      { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
    );
  }
}
