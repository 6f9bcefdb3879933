import { setTimeout as sleep } from 'node:timers/promises';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { badRequest, HttpError, unavailable } from '../errors.ts';
import type { Limiters } from '../shared-limits.ts';
import { verifyPassword } from './passwords.ts';

/** How password checks are slowed and then refused, per account and per client address. */
export interface LoginThrottleOptions {
  /** Attempts allowed before each further attempt is delayed. */
  freeFailures: number;
  /** Attempts after which further ones are refused (429) until the window passes. */
  maxFailures: number;
  /** Extra delay per attempt beyond the free ones, capped at `maxDelayMs`. */
  delayStepMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 3,
  maxFailures: 10,
  delayStepMs: 250,
  maxDelayMs: 2000,
  windowMs: 15 * 60 * 1000,
};

// An address serves many people (an office, a carrier's NAT): it gets more room than an account.
const ADDRESS_ALLOWANCE = 3;

/** The throttle's key of an account, whatever name was typed to log in to it. */
export const accountKey = (userId: number) => `account:${userId}`;

export type ThrottleVerdict = { delayMs: number } | { retryAfterS: number };

/**
 * Counts password checks per account and per client address. An attempt is counted before its
 * check, in one step that also decides whether it may run, so that guesses sent at once cannot
 * all pass the count; a success takes its count back. The counts live where `limiters` keeps
 * them: in Redis or PostgreSQL when instances share them, so that each guess counts once for all
 * of them. Counts that cannot be made refuse the attempt (503) rather than let it through.
 */
export class LoginThrottle {
  readonly #options: LoginThrottleOptions;
  readonly #accounts: RateLimiterAbstract;
  readonly #addresses: RateLimiterAbstract;

  constructor(options: LoginThrottleOptions, limiters: Limiters = (limit) => new RateLimiterMemory(limit)) {
    this.#options = options;
    const duration = options.windowMs / 1000;
    this.#accounts = limiters({ keyPrefix: 'login-account', points: options.maxFailures, duration });
    this.#addresses = limiters({
      keyPrefix: 'login-address',
      points: options.maxFailures * ADDRESS_ALLOWANCE,
      duration,
    });
  }

  /**
   * Counts an attempt on `account` (a stable key of the account, whatever name was typed) from
   * `address`: it may run after `delayMs`, or is refused for `retryAfterS` seconds.
   */
  async attempt(account: string, address: string): Promise<ThrottleVerdict> {
    const counted = await Promise.allSettled([this.#accounts.consume(account), this.#addresses.consume(address)]);
    const refusals = counted.filter((result) => result.status === 'rejected').map((result) => result.reason as unknown);
    const unexpected = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (unexpected) throw unavailable(unexpected);
    if (refusals.length > 0) {
      const waitMs = Math.max(...refusals.map((reason) => (reason as RateLimiterRes).msBeforeNext));
      return { retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    const [accountCount, addressCount] = counted.map(
      (result) => (result as PromiseFulfilledResult<RateLimiterRes>).value.consumedPoints,
    );
    return {
      delayMs: Math.max(this.#delayMs(accountCount ?? 0, 1), this.#delayMs(addressCount ?? 0, ADDRESS_ALLOWANCE)),
    };
  }

  /** A successful check: the account starts afresh, and the address gets its attempt back. */
  async succeeded(account: string, address: string): Promise<void> {
    await Promise.all([this.#accounts.delete(account), this.#addresses.reward(address, 1)]).catch((error: unknown) => {
      throw unavailable(error);
    });
  }

  /**
   * Until when attempts on `account` are refused, or null while it may try: a lock that passes by
   * itself at the end of the window, or when an admin unlocks it.
   */
  async lockedUntil(account: string, now = Date.now()): Promise<Date | null> {
    const count = await this.#accounts.get(account).catch((error: unknown) => {
      throw unavailable(error);
    });
    if (!count || count.consumedPoints < this.#options.maxFailures) return null;
    return new Date(now + Math.max(0, count.msBeforeNext));
  }

  /** Forgets the failed attempts on `account`: it may try again at once (its addresses keep their counts). */
  async unlock(account: string): Promise<void> {
    await this.#accounts.delete(account).catch((error: unknown) => {
      throw unavailable(error);
    });
  }

  /** The delay of an attempt that is the `count`th in its window. */
  #delayMs(count: number, allowance: number): number {
    const over = count - 1 - this.#options.freeFailures * allowance;
    return over > 0 ? Math.min(over * this.#options.delayStepMs, this.#options.maxDelayMs) : 0;
  }
}

/**
 * Counts a check of a password or a second factor against the account and the caller's address;
 * refuses it (429) or delays it as the throttle says.
 */
export async function throttleAttempt(throttle: LoginThrottle, key: string, address: string): Promise<void> {
  const verdict = await throttle.attempt(key, address);
  if ('retryAfterS' in verdict) {
    throw new HttpError(
      429,
      'TOO_MANY_ATTEMPTS',
      'Too many failed attempts. Please wait a few minutes and try again.',
      undefined,
      { 'Retry-After': String(verdict.retryAfterS) },
    );
  }
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
}

/**
 * Checks a signed-in account's password again (a change of it, or of its second factor), counted
 * against its login throttle; a wrong one is refused on `field`.
 */
export async function confirmPassword(
  throttle: LoginThrottle,
  user: { userId: number; passwordHash: string },
  password: string,
  { address, field }: { address: string; field: string },
): Promise<void> {
  const key = accountKey(user.userId);
  await throttleAttempt(throttle, key, address);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest({ [field]: 'This is not your current password.' });
  }
  await throttle.succeeded(key, address);
}
