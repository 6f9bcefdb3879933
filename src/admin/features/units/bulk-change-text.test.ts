import { describe, expect, it } from 'vitest';
import { bulkValues, countsText, priceText, problemText, refusalText } from './bulk-change-text.ts';

const fields = (status: 'available' | 'sold', price: number | null, priceDisplay: 'shown' | 'onRequest') => ({
  status,
  price,
  priceDisplay,
});

describe('priceText', () => {
  it.each([
    [142000, 'en', '€\u00a0142,000'],
    [142000, 'sq', '€\u00a0142\u00a0000'],
    [null, 'en', 'On request'],
    [null, 'sq', 'Sipas kërkesës'],
  ] as const)('writes %s in %s as the units table does', (price, language, text) => {
    expect(priceText(price, language)).toBe(text);
  });
});

describe('bulkValues', () => {
  it('says each part before and after, and which change', () => {
    const values = bulkValues(
      { before: fields('available', 100000, 'shown'), after: fields('available', 103000, 'onRequest') },
      'en',
    );
    expect(values).toEqual({
      status: { before: 'Available', after: 'Available', changes: false },
      price: { before: '€\u00a0100,000', after: '€\u00a0103,000', changes: true },
      display: { before: 'Shown', after: 'On request', changes: true },
    });
  });

  it('words them in Albanian', () => {
    const values = bulkValues(
      { before: fields('available', null, 'shown'), after: fields('sold', null, 'shown') },
      'sq',
    );
    expect(values.status).toEqual({ before: 'Në dispozicion', after: 'E shitur', changes: true });
    expect(values.price).toEqual({ before: 'Sipas kërkesës', after: 'Sipas kërkesës', changes: false });
  });
});

describe('refusalText', () => {
  it.each([
    ['priceBelowZero', 'en', 'its price would fall below € 0.'],
    ['priceBelowZero', 'sq', 'çmimi i saj do të binte nën € 0.'],
    ['priceTooHigh', 'en', 'its price would be over €\u00a01,000,000,000.'],
    ['priceTooHigh', 'sq', 'çmimi i saj do të kalonte €\u00a01\u00a0000\u00a0000\u00a0000.'],
  ] as const)('words %s in %s', (refusalCode, language, text) => {
    expect(refusalText({ refusalCode, refusal: 'The API’s words' }, language)).toBe(text);
  });

  it('says nothing of a unit not refused, and the API’s words of a refusal it has no code for', () => {
    expect(refusalText({ refusalCode: null, refusal: null }, 'sq')).toBeNull();
    expect(refusalText({ refusalCode: null, refusal: 'Something else.' }, 'sq')).toBe('Something else.');
  });
});

describe('countsText and problemText', () => {
  it.each([
    ['en', { changed: 12, unchanged: 3, refused: 1 }, '12 will change, 3 unchanged, 1 refused'],
    ['sq', { changed: 12, unchanged: 3, refused: 1 }, '12 do të ndryshojnë, 3 pa ndryshim, 1 e refuzuar'],
    ['sq', { changed: 1, unchanged: 0, refused: 2 }, '1 do të ndryshojë, 0 pa ndryshim, 2 të refuzuara'],
  ] as const)('counts a preview in %s', (language, counts, text) => {
    expect(countsText(counts, language)).toBe(text);
  });

  it('bounds a percentage in each language', () => {
    expect(problemText('percentRange', 'en')).toBe('From -90 % to +300 %.');
    expect(problemText('percentRange', 'sq')).toBe('Nga -90 % deri në +300 %.');
  });
});
