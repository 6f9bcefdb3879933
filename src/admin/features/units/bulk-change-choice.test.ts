import { describe, expect, it } from 'vitest';
import { type BulkChoice, bulkChangeOf, NO_CHANGE } from './bulk-change-choice.ts';

const choice = (part: Partial<BulkChoice>): BulkChoice => ({ ...NO_CHANGE, ...part });

describe('bulkChangeOf', () => {
  it.each([
    ['a status alone', { status: 'sold' }, { status: 'sold' }],
    ['a price display alone', { priceDisplay: 'onRequest' }, { priceDisplay: 'onRequest' }],
    ['a rise by 3 %', { priceBy: 'percent', priceValue: '3' }, { price: { by: 'percent', value: 3 } }],
    [
      'a fall by 2,5 % with a decimal comma',
      { priceBy: 'percent', priceValue: ' -2,5 ' },
      { price: { by: 'percent', value: -2.5 } },
    ],
    ['a fall by an amount', { priceBy: 'amount', priceValue: '-5000' }, { price: { by: 'amount', value: -5000 } }],
    [
      'an amount with its thousands grouped',
      { priceBy: 'amount', priceValue: '12 500' },
      { price: { by: 'amount', value: 12500 } },
    ],
    [
      'an amount grouped with commas',
      { priceBy: 'amount', priceValue: '−1,000' },
      { price: { by: 'amount', value: -1000 } },
    ],
    [
      'every part at once',
      { status: 'available', priceBy: 'percent', priceValue: '+10', priceDisplay: 'shown' },
      { status: 'available', price: { by: 'percent', value: 10 }, priceDisplay: 'shown' },
    ],
  ] as const)('asks for %s', (_, part, change) => {
    expect(bulkChangeOf(choice(part))).toEqual({ change });
  });

  it.each([
    ['nothing chosen', {}, 'nothing'],
    ['a price with no number', { priceBy: 'percent', priceValue: '' }, 'number'],
    ['a price with words', { priceBy: 'amount', priceValue: 'tre' }, 'number'],
    ['a percentage below -90', { priceBy: 'percent', priceValue: '-95' }, 'percentRange'],
    ['a percentage above 300', { priceBy: 'percent', priceValue: '301' }, 'percentRange'],
    ['an amount with cents', { priceBy: 'amount', priceValue: '100,5' }, 'wholeEuros'],
  ] as const)('refuses %s', (_, part, problem) => {
    expect(bulkChangeOf(choice(part))).toEqual({ problem });
  });
});
