import { describe, expect, test } from 'vitest';
import { uploadLatencies } from './time-uploads.ts';

/** 1, 2, … `count` ms, each plus `offset`. */
const ramp = (count: number, offset = 0) => Array.from({ length: count }, (_, index) => index + 1 + offset);

describe('the uploads’ latencies', () => {
  test.each([
    ['one run of 100', [ramp(100)], { median: 51, min: 51, max: 51 }, { median: 100, min: 100, max: 100 }],
    [
      'one run of 200: its p99 is below its slowest',
      [ramp(200)],
      { median: 101, min: 101, max: 101 },
      { median: 199, min: 199, max: 199 },
    ],
    [
      'three runs: the median run’s and the spread',
      [ramp(100, 20), ramp(100), ramp(100, 5)],
      { median: 56, min: 51, max: 71 },
      { median: 105, min: 100, max: 120 },
    ],
  ])('sum up %s by each run’s p50 and p99', (_, runs, p50Ms, p99Ms) => {
    expect(uploadLatencies(runs)).toMatchObject({ p50Ms, p99Ms });
  });

  test('round each run’s figure to the millisecond', () => {
    expect(uploadLatencies([[10.4, 10.6, 30.2]]).p50Ms.median).toBe(11);
  });

  test('refuse a run without uploads, rather than a figure of nothing', () => {
    expect(() => uploadLatencies([ramp(10), []])).toThrow('a run without uploads');
    expect(() => uploadLatencies([])).toThrow('no runs');
  });
});
