import { describe, expect, it } from 'vitest';
import { priceHistoryLines } from './price-history-text.ts';

describe('a unit’s price history as its screen lists it', () => {
  const prices = [
    { price: 120_000, from: '2026-11-02T23:30:00.000Z', by: 'ana' },
    { price: null, from: '2026-10-01T09:00:00.000Z', by: 'ana' },
    { price: 115_000, from: '2026-09-01T09:00:00.000Z', by: 'admin' },
  ];

  it('writes each price as the form does, from the day Tirana had, in English and in Albanian', () => {
    expect(priceHistoryLines(prices, 'en')).toEqual([
      '€\u00a0120,000 from 3 Nov 2026',
      'On request from 1 Oct 2026',
      '€\u00a0115,000 from 1 Sep 2026',
    ]);
    expect(priceHistoryLines(prices, 'sq')).toEqual([
      '€\u00a0120\u00a0000 që nga 3 nën 2026',
      'Sipas kërkesës që nga 1 tet 2026',
      '€\u00a0115\u00a0000 që nga 1 sht 2026',
    ]);
  });
});
