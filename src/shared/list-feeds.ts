import type { PagedKind } from './entities/entities.ts';

/**
 * Long lists of the site (projects, news, vacancies, buildings) show their first items in the
 * page and publish the rest as feed chunks: JSON files of the items whose ids fall in one range,
 * fetched as a visitor asks for more. A chunk holds the ids of one range for good, so an edit
 * republishes one chunk, not the whole list, however long the list grows. Islands read this module:
 * it names the kinds by type only, and takes each list's order from its index.
 */
export type FeedKind = PagedKind;

/** A list's order, by id as the API gives it: oldest first (`asc`) or newest first (`desc`). */
export type FeedOrder = 'asc' | 'desc';

export const FEED_CHUNK_ITEMS = 48;

/** What a list's index file (`/feeds/{kind}.json`) says: its order, how many chunks it has and how many items. */
export interface FeedIndex {
  order: FeedOrder;
  chunks: number;
  total: number;
}

/** The chunk that holds the item with `id`. */
export const feedChunkOf = (id: number) => Math.floor((id - 1) / FEED_CHUNK_ITEMS);

/** The ids a chunk holds. */
export const feedChunkIds = (chunk: number) => ({
  idFrom: chunk * FEED_CHUNK_ITEMS + 1,
  idTo: (chunk + 1) * FEED_CHUNK_ITEMS,
});

/** A list's index path (one for both languages). */
export const feedIndexPath = (kind: FeedKind) => `/feeds/${kind}.json`;

/** A chunk's path without language prefix. */
export const feedChunkPath = (kind: FeedKind, chunk: number) => `/feeds/${kind}/${chunk}.json`;

/** How many chunks a list publishes, from the highest id it has ever held that still exists. */
export const feedChunkCount = (ids: readonly number[]) => (ids.length === 0 ? 0 : feedChunkOf(Math.max(...ids)) + 1);

/** The chunks of a list in the order a visitor reaches them. */
export const feedChunksInOrder = (order: FeedOrder, count: number) => {
  const chunks = Array.from({ length: count }, (_, chunk) => chunk);
  return order === 'asc' ? chunks : chunks.reverse();
};

/**
 * The cards known so far, in the list's order, each once: the page's first cards and the chunks
 * read since. Both are beginnings of the list (chunks are read in order), so the result is one too.
 */
export function mergeFeedCards<T extends { id: number }>(
  order: FeedOrder,
  known: readonly T[],
  added: readonly T[],
): T[] {
  const byId = new Map(known.map((card) => [card.id, card]));
  for (const card of added) if (!byId.has(card.id)) byId.set(card.id, card);
  const sign = order === 'asc' ? 1 : -1;
  return [...byId.values()].sort((a, b) => sign * (a.id - b.id));
}
