/** How failed logins are slowed and then refused, per account and per client address. */
export interface LoginThrottleOptions {
  /** Failures allowed before each further attempt is delayed. */
  freeFailures: number;
  /** Failures after which attempts are refused (429) until the window passes. */
  maxFailures: number;
  /** Extra delay per failure beyond the free ones, capped at `maxDelayMs`. */
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

interface Failures {
  count: number;
  firstAt: number;
}

export class LoginThrottle {
  readonly #options: LoginThrottleOptions;
  readonly #failures = new Map<string, Failures>();

  constructor(options: LoginThrottleOptions) {
    this.#options = options;
  }

  /** What to do before checking a password: wait `delayMs`, or refuse for `retryAfterS` seconds. */
  check(account: string, address: string): { delayMs: number } | { retryAfterS: number } {
    const now = Date.now();
    let delayMs = 0;
    for (const [key, allowance] of this.#keys(account, address)) {
      const failures = this.#current(key, now);
      if (!failures) continue;
      if (failures.count >= this.#options.maxFailures * allowance) {
        return { retryAfterS: Math.ceil((failures.firstAt + this.#options.windowMs - now) / 1000) };
      }
      const over = failures.count - this.#options.freeFailures * allowance;
      if (over > 0) delayMs = Math.max(delayMs, Math.min(over * this.#options.delayStepMs, this.#options.maxDelayMs));
    }
    return { delayMs };
  }

  failed(account: string, address: string): void {
    const now = Date.now();
    for (const [key] of this.#keys(account, address)) {
      const failures = this.#current(key, now) ?? { count: 0, firstAt: now };
      failures.count++;
      this.#failures.set(key, failures);
    }
  }

  succeeded(account: string): void {
    this.#failures.delete(`account:${account.toLowerCase()}`);
  }

  #keys(account: string, address: string): [string, number][] {
    return [
      [`account:${account.toLowerCase()}`, 1],
      [`address:${address}`, ADDRESS_ALLOWANCE],
    ];
  }

  #current(key: string, now: number): Failures | undefined {
    const failures = this.#failures.get(key);
    if (failures && now - failures.firstAt > this.#options.windowMs) {
      this.#failures.delete(key);
      return undefined;
    }
    return failures;
  }
}
