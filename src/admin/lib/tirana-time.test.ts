import { describe, expect, it } from 'vitest';
import { fromTiranaInput, tiranaDay, tiranaInputValue, tiranaTime } from './tirana-time.ts';

describe('a date-and-time field in Tirana’s time', () => {
  it('names the moment Tirana’s clock reads, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(fromTiranaInput('2026-12-24T09:30')).toBe('2026-12-24T08:30:00.000Z');
    expect(fromTiranaInput('2026-07-01T09:30')).toBe('2026-07-01T07:30:00.000Z');
    expect(tiranaInputValue('2026-12-24T08:30:00.000Z')).toBe('2026-12-24T09:30');
    expect(tiranaInputValue('2026-07-01T07:30:00.000Z')).toBe('2026-07-01T09:30');
  });

  it('takes a time the spring clocks skip an hour later, and one the autumn clocks pass twice the first time', () => {
    // 29 March 2026: 02:00 becomes 03:00.
    expect(fromTiranaInput('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(tiranaInputValue('2026-03-29T01:30:00.000Z')).toBe('2026-03-29T03:30');
    // 25 October 2026: 03:00 becomes 02:00 again.
    expect(fromTiranaInput('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('gives nothing for an empty or malformed value', () => {
    expect(fromTiranaInput('')).toBeNull();
    expect(fromTiranaInput('24/12/2026 09:30')).toBeNull();
  });

  it('names a moment’s day as Tirana’s calendar has it, in the admin’s language', () => {
    // 23:30 in UTC on 2 November is half past midnight on the 3rd in Tirana.
    expect(tiranaDay('2026-11-02T23:30:00.000Z', 'en')).toBe('3 Nov 2026');
    expect(tiranaDay('2026-11-02T23:30:00.000Z', 'sq')).toBe('3 nën 2026');
    expect(tiranaTime('2026-11-02T23:30:00.000Z', 'en')).toBe('3 Nov 2026, 00:30');
  });
});
