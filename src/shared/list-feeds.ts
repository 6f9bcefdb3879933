import type { PagedKind } from './entities/entities.ts';

/**
 * Long lists of the site (projects, news, vacancies, buildings) show their first items in the
 * page and publish the rest as feed chunks: JSON files of the items whose ids fall in one range,
 * fetched as a visitor asks for more. A chunk holds the ids of one range for good, so an edit
 * republishes one chunk, not the whole list, however long the list grows. Islands read this module:
 * it names the kinds by type only, and takes each list's order from its index. Units have no list
 * of their own: their building's catalogue pages show them.
 */
export type FeedKind = Exclude<PagedKind, 'unit'>;

/** A list's order, by id as the API gives it: oldest first (`asc`) or newest first (`desc`). */
export type FeedOrder = 'asc' | 'desc';

export const FEED_CHUNK_ITEMS = 48;

/** What a list's index file (`/feeds/{kind}.json`) says: its order, how many chunks it has and how many items. */
export interface FeedIndex {
  order: FeedOrder;
  chunks: number;
  total: number;
  /**
   * The list's ids in its order, when that is not the ids' (news by their date): the chunks a
   * visitor needs first are then those of the first ids.
   */
  ids?: number[];
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

/** The chunks of a list in the order a visitor reaches them: by id, or those of its first ids first. */
export function feedChunksInOrder({ order, chunks: count, ids }: FeedIndex): number[] {
  if (ids) return [...new Set(ids.map(feedChunkOf))];
  const chunks = Array.from({ length: count }, (_, chunk) => chunk);
  return order === 'asc' ? chunks : chunks.reverse();
}

/**
 * The cards known so far, in the list's order, each once: the page's first cards and the chunks
 * read since (in feedChunksInOrder's order), up to the first item of a chunk not read yet, so that
 * they are always a beginning of the list; all of them once `complete`.
 */
export function mergeFeedCards<T extends { id: number }>(
  index: FeedIndex,
  known: readonly T[],
  added: readonly T[],
  complete = false,
): T[] {
  const byId = new Map(known.map((card) => [card.id, card]));
  for (const card of added) if (!byId.has(card.id)) byId.set(card.id, card);
  if (!index.ids) {
    const sign = index.order === 'asc' ? 1 : -1;
    return [...byId.values()].sort((a, b) => sign * (a.id - b.id));
  }
  const position = new Map(index.ids.map((id, at) => [id, at]));
  const ordered = [...byId.values()].sort(
    (a, b) => (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
  if (complete) return ordered;
  const firstMissing = index.ids.findIndex((id) => !byId.has(id));
  return firstMissing === -1 ? ordered : ordered.filter((card) => (position.get(card.id) ?? Infinity) < firstMissing);
}
