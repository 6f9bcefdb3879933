import { describe, expect, it } from 'vitest';
import { tiranaTime } from './tirana-time.ts';

describe('tiranaTime', () => {
  it('writes a moment in Tirana’s time, in the language’s words, on a 24-hour clock', () => {
    // Tirana is UTC+1 in winter and UTC+2 in summer.
    expect(tiranaTime('2026-11-28T23:20:13.000Z', 'sq')).toBe('29 nën 2026, 00:20');
    expect(tiranaTime('2026-11-28T23:20:13.000Z', 'en')).toBe('29 Nov 2026, 00:20');
    expect(tiranaTime('2026-06-01T10:05:09.000Z', 'sq', { seconds: true })).toBe('1 qer 2026, 12:05:09');
    expect(tiranaTime('2026-06-01T10:05:09.000Z', 'en', { seconds: true })).toBe('1 Jun 2026, 12:05:09');
  });
});
