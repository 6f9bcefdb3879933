import { describe, expect, it } from 'vitest';
import { durationMs } from './duration.ts';

describe('durationMs', () => {
  it.each([
    ['45s', 45_000],
    ['30m', 1_800_000],
    ['8h', 28_800_000],
    ['2d', 172_800_000],
  ])('reads %s', (text, ms) => {
    expect(durationMs(text)).toBe(ms);
  });

  it.each(['8', 'h', '1.5h', '2w', ' 8h'])('refuses %j', (text) => {
    expect(() => durationMs(text)).toThrow('is not a duration');
  });
});
