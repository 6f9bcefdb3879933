import { describe, expect, it } from 'vitest';
import { formatArea, formatDay, formatPrice, isSingular, localizeFigure } from './formats.ts';

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

describe('areas, prices and counts of units in the page’s language', () => {
  it.each([
    [85.4, 'sq', '85,4\u00a0m²'],
    [85.4, 'en', '85.4\u00a0m²'],
    [101.25, 'sq', '101,25\u00a0m²'],
    [120, 'en', '120\u00a0m²'],
    [1250.5, 'en', '1,250.5\u00a0m²'],
  ] as const)('writes %d m² in %s as %j', (area, language, text) => {
    expect(formatArea(area, language)).toBe(text);
  });

  it.each([
    [142000, 'sq', '€\u00a0142\u00a0000'],
    [142000, 'en', '€142,000'],
    [1250000, 'sq', '€\u00a01\u00a0250\u00a0000'],
    [9500, 'en', '€9,500'],
  ] as const)('writes €%d in %s as %j', (price, language, text) => {
    expect(formatPrice(price, language)).toBe(text);
  });

  it('tells a singular count from a plural one in both languages', () => {
    for (const language of ['sq', 'en'] as const) {
      expect(isSingular(1, language)).toBe(true);
      expect(isSingular(0, language)).toBe(false);
      expect(isSingular(48, language)).toBe(false);
    }
  });
});
