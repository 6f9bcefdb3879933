import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One round of a worker's work; answers how long to wait before the next: 0 for at once, a number
 * of milliseconds, or Infinity for until woken. `signal` aborts when the worker closes.
 */
export type Round = (signal: AbortSignal) => Promise<number>;

/** The longest delay Node's timers take: about 24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How a worker waits after a round that threw: from `firstMs`, doubling each time, up to `maxMs`. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
  /** Told of each round that threw, before the wait. */
  failed(error: unknown, failures: number, delayMs: number): void;
  /** Told of the first round that did not throw after some that did. */
  recovered?(failures: number): void;
}

/**
 * The loop under every background job of the API (the outbox dispatcher, the mail sender, the
 * scheduler, the daily jobs): rounds run one at a time, the first when started, each next one when
 * the round before asks, or sooner when woken (at once, or at a moment). A wake during a round
 * makes the next one follow it at once, so nothing committed meanwhile waits. A round that throws
 * is followed by a backoff that wakes do not cut short: a failing peer is not called more often
 * because writes keep coming. Turns across instances are the rounds' own (db/instances.ts).
 */
export class BackgroundWorker {
  readonly #round: Round;
  readonly #backoff: Backoff | undefined;
  readonly #stopping = new AbortController();
  /** The earliest moment a wake asked for, until a round starts at or after it. */
  #wakeAt = Number.POSITIVE_INFINITY;
  #interrupt: (() => void) | undefined;
  #running: Promise<void> | undefined;

  constructor(round: Round, backoff?: Backoff) {
    this.#round = round;
    this.#backoff = backoff;
  }

  /** Starts the rounds, the first at once; resolves once that first round is over (or waits to be tried again). */
  start(): Promise<void> {
    if (this.#running) return Promise.resolve();
    const { promise: firstRound, resolve } = Promise.withResolvers<void>();
    this.#running = this.#loop(resolve).finally(resolve);
    return firstRound;
  }

  /** Asks for a round at `at` (a time in ms; now by default), unless one comes sooner. */
  wake(at = Date.now()): void {
    this.#wakeAt = Math.min(this.#wakeAt, at);
    this.#interrupt?.();
  }

  /** Stops: the round under way is told (its signal aborts) and awaited; no other begins. */
  async close(): Promise<void> {
    this.#stopping.abort();
    this.#interrupt?.();
    await this.#running;
  }

  get #stopped() {
    return this.#stopping.signal.aborted;
  }

  async #loop(firstRoundOver: () => void) {
    let failures = 0;
    while (!this.#stopped) {
      if (this.#wakeAt <= Date.now()) this.#wakeAt = Number.POSITIVE_INFINITY;
      let waitMs: number;
      try {
        waitMs = await this.#round(this.#stopping.signal);
        if (failures > 0) this.#backoff?.recovered?.(failures);
        failures = 0;
      } catch (error) {
        if (this.#stopped) break;
        // A round without a backoff handles its own failures; one that throws anyway is a bug, not an outage.
        if (!this.#backoff) throw error;
        failures++;
        const { firstMs, maxMs } = this.#backoff;
        const delayMs = Math.min(firstMs * 2 ** (failures - 1), maxMs);
        this.#backoff.failed(error, failures, delayMs);
        firstRoundOver();
        await sleep(delayMs, undefined, { signal: this.#stopping.signal, ref: false }).catch(() => {});
        continue;
      }
      firstRoundOver();
      await this.#nextRound(waitMs);
    }
  }

  /** Resolves after `waitMs`, at the moment a wake asks for if sooner, or when the worker closes. */
  async #nextRound(waitMs: number) {
    const deadline = Date.now() + waitMs;
    while (!this.#stopped) {
      const ms = Math.min(deadline, this.#wakeAt) - Date.now();
      if (ms <= 0) return;
      await new Promise<void>((resolve) => {
        // A timer holds at most MAX_TIMER_MS (more fires at once); a longer wait takes several.
        const timer = Number.isFinite(ms) ? setTimeout(resolve, Math.min(ms, MAX_TIMER_MS)).unref() : undefined;
        this.#interrupt = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#interrupt = undefined;
    }
  }
}
