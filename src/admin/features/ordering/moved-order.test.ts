import { describe, expect, it } from 'vitest';
import { movedOrder } from './moved-order.ts';

const CASES: [string, number[], number[], number, 'before' | 'after', number[]][] = [
  ['moves an item up before another', [1, 2, 3, 4], [3], 1, 'before', [3, 1, 2, 4]],
  ['moves an item down after another', [1, 2, 3, 4], [1], 3, 'after', [2, 3, 1, 4]],
  ['moves an item to the end', [1, 2, 3], [1], 3, 'after', [2, 3, 1]],
  ['moves several items together, in their order', [1, 2, 3, 4, 5], [4, 2], 1, 'before', [2, 4, 1, 3, 5]],
  ['leaves the list as it was for an unknown target', [1, 2, 3], [1], 9, 'before', [1, 2, 3]],
];

describe('movedOrder', () => {
  it.each(CASES)('%s', (_name, ids, moving, target, position, expected) => {
    expect(movedOrder(ids, new Set(moving), target, position)).toEqual(expected);
  });
});
