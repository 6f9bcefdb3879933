import { describe, expect, it } from 'vitest';
import { adminNumber } from './admin-number.ts';

describe('adminNumber', () => {
  it.each([
    [142000, 'sq', '142\u00a0000'],
    [142000, 'en', '142,000'],
    [85.4, 'sq', '85,4'],
    [85.4, 'en', '85.4'],
    [-2, 'sq', '-2'],
    [1234567.25, 'sq', '1\u00a0234\u00a0567,25'],
    [0, 'en', '0'],
  ] as const)('writes %s in %s as %s', (value, language, written) => {
    expect(adminNumber(value, language)).toBe(written);
  });

  it('writes Albanian as Node’s full ICU does', () => {
    for (const value of [142000, 85.4, 1234567.25, 12.5])
      expect(adminNumber(value, 'sq')).toBe(new Intl.NumberFormat('sq-AL').format(value));
  });
});
