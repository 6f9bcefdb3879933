import { z } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import { type FeedIndex, type FeedList, feedChunkCount, feedChunkIds } from '#shared/list-feeds.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { BuildingListItemSchema } from '#shared/schemas/building.ts';
import { NewsListItemSchema } from '#shared/schemas/news.ts';
import { ProjectListItemSchema } from '#shared/schemas/project.ts';
import { StaffListItemSchema } from '#shared/schemas/staff.ts';
import { readApiList } from './api.ts';
import { buildingCard, jobCard, newsCard, projectTile } from './list-cards.ts';

/** Where each long list lives in the API, what its items are, the tag of the whole list and its card. */
const LISTS = {
  projects: { path: '/projects/get/all', item: ProjectListItemSchema, id: 'projectId', tag: TAGS.projectList, card: projectTile },
  news: { path: '/news/get/mini', item: NewsListItemSchema, id: 'newsId', tag: TAGS.newsList, card: newsCard },
  vacancies: { path: '/staff/get/mini', item: StaffListItemSchema, id: 'staffId', tag: TAGS.staffList, card: jobCard },
  buildings: { path: '/building/get/mini', item: BuildingListItemSchema, id: 'buildingId', tag: TAGS.buildingList, card: buildingCard },
} as const;

type Card<L extends FeedList> = ReturnType<(typeof LISTS)[L]['card']>;

async function cards<L extends FeedList>(list: L, query: string, tags: string[], language: Language): Promise<Card<L>[]> {
  const { path, item, card } = LISTS[list];
  const items = await readApiList(`${path}?${query}`, z.array(item as z.ZodType), tags);
  return items.map((entry) => (card as (entry: unknown, language: Language) => Card<L>)(entry, language));
}

/** The cards a page shows first: the list's first `count` items in its order (fewer when the list is shorter). */
export const loadFirstCards = <L extends FeedList>(list: L, count: number, language: Language) =>
  cards(list, `limit=${count}`, [LISTS[list].tag], language);

/** The cards of one feed chunk (#shared/list-feeds.ts), in the list's order. */
export function loadChunkCards<L extends FeedList>(list: L, chunk: number, language: Language) {
  const { idFrom, idTo } = feedChunkIds(chunk);
  return cards(list, `idFrom=${idFrom}&idTo=${idTo}`, [TAGS.feedChunk(list, chunk)], language);
}

/** How many chunks and items a list publishes now; both change only when its pages come or go. */
export async function loadFeedIndex(list: FeedList): Promise<FeedIndex> {
  const { path, item, id } = LISTS[list];
  const items = await readApiList(path, z.array(item as z.ZodType), [TAGS.pageSet]);
  return { chunks: feedChunkCount(items.map((entry) => (entry as Record<string, number>)[id] as number)), total: items.length };
}
