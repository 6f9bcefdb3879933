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
  const index = (order: 'asc' | 'desc', chunks: number, ids?: number[]) => ({
    order,
    chunks,
    total: 0,
    ...(ids && { ids }),
  });

  test('goes from the first chunk up for lists oldest first, and from the last down for lists newest first', () => {
    expect(feedChunksInOrder(index(PROJECT.order, 3))).toEqual([0, 1, 2]);
    expect(feedChunksInOrder(index(VACANCY.order, 3))).toEqual([2, 1, 0]);
    expect(feedChunksInOrder(index(VACANCY.order, 0))).toEqual([]);
  });

  test('reads a list in an order of its own (news by date) from the chunks of its first items on', () => {
    const late = FEED_CHUNK_ITEMS * 2 + 5;
    // The newest news item by date was added first; the next two are in the last chunk, then one in the middle.
    const ids = [3, late, late - 1, FEED_CHUNK_ITEMS + 2, 2];
    expect(feedChunksInOrder(index(NEWS.order, 3, ids))).toEqual([0, 2, 1]);
  });

  test('keeps each card once, in the list order, the card already shown winning', () => {
    const card = (id: number, title = `card ${id}`) => ({ id, title });
    const first = [card(100), card(99, 'as shown')];
    const chunk = [card(97), card(98), card(99, 'as republished')];
    expect(mergeFeedCards(index(VACANCY.order, 3), first, chunk)).toEqual([
      card(100),
      card(99, 'as shown'),
      card(98),
      card(97),
    ]);
    expect(
      mergeFeedCards(index(BUILDING.order, 1), [card(1), card(2)], [card(3), card(2)]).map(({ id }) => id),
    ).toEqual([1, 2, 3]);
  });

  test('in an order of its own, shows the cards up to the first one of a chunk not read yet, and all once complete', () => {
    const card = (id: number) => ({ id });
    const byDate = index(NEWS.order, 3, [3, 100, 99, 50, 2]);
    const first = [card(3), card(100)];
    // Chunk 0 (ids 1 to 48) brings 3 and 2; 99 is not known yet, so 2 waits.
    expect(mergeFeedCards(byDate, first, [card(2), card(3)])).toEqual([card(3), card(100)]);
    expect(mergeFeedCards(byDate, [...first, card(2)], [card(99), card(100)])).toEqual([card(3), card(100), card(99)]);
    expect(mergeFeedCards(byDate, [card(3), card(100), card(2)], [card(99), card(50)])).toEqual(
      [3, 100, 99, 50, 2].map(card),
    );
    expect(mergeFeedCards(byDate, [card(2), card(3)], [], true)).toEqual([card(3), card(2)]);
  });
});
