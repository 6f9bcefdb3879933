import { describe, expect, it } from 'vitest';
import { formatDay, localizeFigure } from './formats.ts';

describe('numbers and dates in the page’s language', () => {
  it('writes a day as each language does', () => {
    expect(formatDay('2026-05-29', 'sq')).toBe('29 maj 2026');
    expect(formatDay('2026-05-29', 'en')).toBe('29 May 2026');
  });

  it('writes the thousands of a typed figure as each language does', () => {
    expect(localizeFigure('14,200 m²', 'sq')).toBe('14\u00a0200 m²');
    expect(localizeFigure('14,200 m²', 'en')).toBe('14,200 m²');
    expect(localizeFigure('19500 m²', 'en')).toBe('19,500 m²');
    expect(localizeFigure('1,234,567 €', 'sq')).toBe('1\u00a0234\u00a0567 €');
  });

  it('leaves years, counts, storey formulas and decimals as typed', () => {
    for (const figure of ['2024', '120', 'B2+G+12', '3 × B3+G+22', '12.5', '3,5', 'Open since 2025']) {
      expect(localizeFigure(figure, 'sq')).toBe(figure);
      expect(localizeFigure(figure, 'en')).toBe(figure);
    }
  });
});
