import { describe, expect, it } from 'vitest';
import { searchText, titleMatches } from './search-text.ts';

describe('titleMatches', () => {
  it.each([
    ['finds ç and ë typed without their marks', 'Dorëzohen çelësat në Rezidencat', 'celesat', 'sq'],
    ['finds a word typed in capitals', 'Nisin punimet në Kullat Parisi', 'KULLAT', 'sq'],
    ['finds a plain title from a query typed with accents', 'Open Day at Lakeside Residences', 'LÁKÉSIDE', 'en'],
    ['finds other diacritics in either language', 'Café Zürich opens in Tiranë', 'cafe zurich', 'en'],
    ['ignores an accent typed as a separate mark', 'Dorëzohen çelësat', 'c\u0327eles', 'sq'],
  ] as const)('%s', (_, title, query, language) => {
    expect(titleMatches(title, searchText(query, language), language)).toBe(true);
  });

  it('still needs the letters to match', () => {
    expect(titleMatches('Dorëzohen çelësat', searchText('celsat', 'sq'), 'sq')).toBe(false);
  });
});
