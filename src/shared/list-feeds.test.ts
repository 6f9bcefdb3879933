import { describe, expect, test } from 'vitest';
import { BUILDING } from './entities/building.ts';
import { NEWS } from './entities/news.ts';
import { PROJECT } from './entities/project.ts';
import { VACANCY } from './entities/vacancy.ts';
import {
  FEED_CHUNK_ITEMS,
  feedChunkCount,
  feedChunkIds,
  feedChunkOf,
  feedChunksInOrder,
  mergeFeedCards,
} from './list-feeds.ts';

describe('feed chunks', () => {
  test('put each id in the chunk whose range holds it', () => {
    expect(feedChunkOf(1)).toBe(0);
    expect(feedChunkOf(FEED_CHUNK_ITEMS)).toBe(0);
    expect(feedChunkOf(FEED_CHUNK_ITEMS + 1)).toBe(1);
    for (const id of [1, 47, 48, 49, 500, 20_000]) {
      const { idFrom, idTo } = feedChunkIds(feedChunkOf(id));
      expect(id).toBeGreaterThanOrEqual(idFrom);
      expect(id).toBeLessThanOrEqual(idTo);
    }
  });

  test('count as many chunks as reach the highest id, none for an empty list', () => {
    expect(feedChunkCount([])).toBe(0);
    expect(feedChunkCount([3, 1, 2])).toBe(1);
    expect(feedChunkCount([1, FEED_CHUNK_ITEMS * 2 + 1])).toBe(3);
  });
});

describe('reading a list from its chunks', () => {
  test('goes from the first chunk up for lists oldest first, and from the last down for lists newest first', () => {
    expect(feedChunksInOrder(PROJECT.order, 3)).toEqual([0, 1, 2]);
    expect(feedChunksInOrder(NEWS.order, 3)).toEqual([2, 1, 0]);
    expect(feedChunksInOrder(VACANCY.order, 0)).toEqual([]);
  });

  test('keeps each card once, in the list order, the card already shown winning', () => {
    const card = (id: number, title = `card ${id}`) => ({ id, title });
    const first = [card(100), card(99, 'as shown')];
    const chunk = [card(97), card(98), card(99, 'as republished')];
    expect(mergeFeedCards(NEWS.order, first, chunk)).toEqual([card(100), card(99, 'as shown'), card(98), card(97)]);
    expect(mergeFeedCards(BUILDING.order, [card(1), card(2)], [card(3), card(2)]).map(({ id }) => id)).toEqual([
      1, 2, 3,
    ]);
  });
});
