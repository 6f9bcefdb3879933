/**
 * Long lists of the site (projects, news, vacancies, buildings) show their first items in the
 * page and publish the rest as feed chunks: JSON files of the items whose ids fall in one range,
 * fetched as a visitor asks for more. A chunk holds the ids of one range for good, so an edit
 * republishes one chunk, not the whole list, however long the list grows.
 */
export const FEED_LISTS = ['projects', 'news', 'vacancies', 'buildings'] as const;
export type FeedList = (typeof FEED_LISTS)[number];

/** Each list's order, by id as the API gives it: projects and buildings oldest first, news and vacancies newest first. */
export const FEED_ORDER: Record<FeedList, 'asc' | 'desc'> = { projects: 'asc', news: 'desc', vacancies: 'desc', buildings: 'asc' };

export const FEED_CHUNK_ITEMS = 48;

/** What a list's index file (`/feeds/{list}.json`) says: how many chunks it has and how many items. */
export interface FeedIndex {
  chunks: number;
  total: number;
}

/** The chunk that holds the item with `id`. */
export const feedChunkOf = (id: number) => Math.floor((id - 1) / FEED_CHUNK_ITEMS);

/** The ids a chunk holds. */
export const feedChunkIds = (chunk: number) => ({ idFrom: chunk * FEED_CHUNK_ITEMS + 1, idTo: (chunk + 1) * FEED_CHUNK_ITEMS });

/** A chunk's path without language prefix. */
export const feedChunkPath = (list: FeedList, chunk: number) => `/feeds/${list}/${chunk}.json`;

/** How many chunks a list publishes, from the highest id it has ever held that still exists. */
export const feedChunkCount = (ids: readonly number[]) => (ids.length === 0 ? 0 : feedChunkOf(Math.max(...ids)) + 1);

/** The chunks of a list in the order a visitor reaches them. */
export const feedChunksInOrder = (list: FeedList, count: number) => {
  const chunks = Array.from({ length: count }, (_, chunk) => chunk);
  return FEED_ORDER[list] === 'asc' ? chunks : chunks.reverse();
};

/**
 * The cards known so far, in the list's order, each once: the page's first cards and the chunks
 * read since. Both are beginnings of the list (chunks are read in order), so the result is one too.
 */
export function mergeFeedCards<T extends { id: number }>(list: FeedList, known: readonly T[], added: readonly T[]): T[] {
  const byId = new Map(known.map((card) => [card.id, card]));
  for (const card of added) if (!byId.has(card.id)) byId.set(card.id, card);
  const sign = FEED_ORDER[list] === 'asc' ? 1 : -1;
  return [...byId.values()].sort((a, b) => sign * (a.id - b.id));
}
