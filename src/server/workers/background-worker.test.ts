import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundWorker, type Backoff } from './background-worker.ts';

/** A worker whose rounds are counted and answer `next()`; `hold` keeps a round open until released. */
function countedWorker(next: (round: number) => number, backoff?: Backoff) {
  let rounds = 0;
  let release: (() => void) | undefined;
  let holding = false;
  const signals: AbortSignal[] = [];
  const worker = new BackgroundWorker(async (signal) => {
    rounds++;
    signals.push(signal);
    if (holding) await new Promise<void>((resolve) => (release = resolve));
    return next(rounds);
  }, backoff);
  return {
    worker,
    signals,
    rounds: () => rounds,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      release?.();
    },
  };
}

const SILENT: Omit<Backoff, 'firstMs' | 'maxMs'> = { failed: () => {} };

describe('BackgroundWorker', () => {
  it('runs a first round when started, and resolves the start once it is over', async () => {
    const { worker, rounds } = countedWorker(() => Number.POSITIVE_INFINITY);
    await worker.start();
    expect(rounds()).toBe(1);
    await worker.close();
  });

  it('waits quietly for a wake months ahead, beyond what one timer can hold', async () => {
    const { worker, rounds } = countedWorker(() => Number.POSITIVE_INFINITY);
    await worker.start();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    worker.wake(Date.now() + 60 * 24 * 60 * 60_000);
    await sleep(50);
    // A timer past 2^31 - 1 ms fires at once: waiting on one would spin instead of waiting.
    expect(timers.mock.calls.filter(([, ms]) => Number(ms) > 2 ** 31 - 1)).toEqual([]);
    expect(timers.mock.calls.length).toBeLessThanOrEqual(2);
    timers.mockRestore();
    expect(rounds()).toBe(1);
    await worker.close();
  });

  it('waits for a wake when a round asks for none, and runs at once when woken', async () => {
    const { worker, rounds } = countedWorker(() => Number.POSITIVE_INFINITY);
    await worker.start();
    await sleep(30);
    expect(rounds()).toBe(1);
    worker.wake();
    await vi.waitFor(() => expect(rounds()).toBe(2));
    await worker.close();
  });

  it('runs again at once after a round during which it was woken', async () => {
    const counted = countedWorker(() => Number.POSITIVE_INFINITY);
    counted.hold();
    void counted.worker.start();
    await sleep(5);
    counted.worker.wake();
    counted.release();
    await vi.waitFor(() => expect(counted.rounds()).toBe(2));
    await counted.worker.close();
  });

  it('runs the next round after the wait a round asks for, or at a moment a wake names if sooner', async () => {
    const { worker, rounds } = countedWorker(() => 60_000);
    await worker.start();
    worker.wake(Date.now() + 30);
    await sleep(10);
    expect(rounds()).toBe(1);
    await vi.waitFor(() => expect(rounds()).toBe(2));
    await worker.close();
  });

  it('backs off after rounds that throw, doubling up to the most, uncut by wakes, and says when it recovered', async () => {
    const delays: number[] = [];
    const recovered: number[] = [];
    const { worker, rounds } = countedWorker(
      (round) => {
        if (round <= 3) throw new Error('away');
        return Number.POSITIVE_INFINITY;
      },
      {
        firstMs: 20,
        maxMs: 30,
        failed: (_error, _failures, delayMs) => delays.push(delayMs),
        recovered: (failures) => recovered.push(failures),
      },
    );
    await worker.start();
    worker.wake();
    await sleep(5);
    expect(rounds()).toBe(1);
    await vi.waitFor(() => expect(rounds()).toBe(4));
    expect(delays).toEqual([20, 30, 30]);
    expect(recovered).toEqual([3]);
    await worker.close();
  });

  it('on close, aborts the round under way, waits for it, and begins no other', async () => {
    const counted = countedWorker(() => 0, { firstMs: 10, maxMs: 10, ...SILENT });
    counted.hold();
    void counted.worker.start();
    await sleep(5);
    const closed = counted.worker.close();
    expect(counted.signals[0]?.aborted).toBe(true);
    counted.release();
    await closed;
    const after = counted.rounds();
    await sleep(20);
    expect(counted.rounds()).toBe(after);
  });
});
