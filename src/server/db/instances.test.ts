import { describe, expect, it } from 'vitest';
import { sharedReads } from './instances.ts';

/** A read that answers how many reads had started when it began, once `finish` is called. */
function controlledRead() {
  let started = 0;
  const pending: (() => void)[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const number = ++started;
      pending.push(() => resolve(number));
    });
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { read, finishOne, started: () => started };
}

describe('sharedReads', () => {
  it('starts a read for a caller when none runs', async () => {
    const { read, finishOne } = controlledRead();
    const shared = sharedReads(read);
    const answer = shared();
    await finishOne();
    expect(await answer).toBe(1);
  });

  it('answers callers that arrive during a read with one read that begins after it', async () => {
    const { read, finishOne, started } = controlledRead();
    const shared = sharedReads(read);
    const first = shared();
    const during = [shared(), shared(), shared()];
    expect(started()).toBe(1);
    await finishOne();
    expect(await first).toBe(1);
    expect(started()).toBe(2);
    const later = shared();
    await finishOne();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    await finishOne();
    expect(await later).toBe(3);
    expect(started()).toBe(3);
  });
});
