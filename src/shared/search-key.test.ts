import { describe, expect, it } from 'vitest';
import { searchKey, searchWords } from './search-key.ts';

describe('searchKey', () => {
  it.each([
    ['Shtëpi me çati', 'shtepi me cati'],
    ['ÇELËSI', 'celesi'],
    ['  Rruga   e\nKavajës ', 'rruga e kavajes'],
    ['Café Noël', 'cafe noel'],
    ['ﬁrst ﬂoor', 'first floor'],
    ['', ''],
  ])('turns %j into %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});

describe('searchWords', () => {
  it('splits a search into its keyed words, without empty ones', () => {
    expect(searchWords('  Shtëpi  ÇATI ')).toEqual(['shtepi', 'cati']);
    expect(searchWords('   ')).toEqual([]);
  });
});
