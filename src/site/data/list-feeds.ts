import { z } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import { type FeedIndex, type FeedList, feedChunkCount, feedChunkIds } from '#shared/list-feeds.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { BuildingListItemSchema } from '#shared/entities/building.ts';
import { NewsListItemSchema } from '#shared/entities/news.ts';
import { ProjectListItemSchema } from '#shared/entities/project.ts';
import { StaffListItemSchema } from '#shared/entities/vacancy.ts';
import { readApiIds, readApiItems, readApiList } from './api.ts';
import { buildingCard, jobCard, newsCard, projectTile } from './list-cards.ts';

/** Where each long list lives in the API, what its items are, the tags of the list and of an item, and its card. */
const LISTS = {
  projects: { path: '/projects/get/all', ids: 'projects', item: ProjectListItemSchema, id: 'projectId', tag: TAGS.projectList, itemTag: TAGS.project, card: projectTile },
  news: { path: '/news/get/mini', ids: 'news', item: NewsListItemSchema, id: 'newsId', tag: TAGS.newsList, itemTag: TAGS.news, card: newsCard },
  vacancies: { path: '/staff/get/mini', ids: 'vacancies', item: StaffListItemSchema, id: 'staffId', tag: TAGS.staffList, itemTag: TAGS.staff, card: jobCard },
  buildings: { path: '/building/get/mini', ids: 'buildings', item: BuildingListItemSchema, id: 'buildingId', tag: TAGS.buildingList, itemTag: TAGS.building, card: buildingCard },
} as const;

const idOf = (list: FeedList, entry: unknown) => (entry as Record<string, number>)[LISTS[list].id] as number;

type Card<L extends FeedList> = ReturnType<(typeof LISTS)[L]['card']>;

const toCards = <L extends FeedList>(list: L, items: unknown[], language: Language) =>
  items.map((entry) => (LISTS[list].card as (entry: unknown, language: Language) => Card<L>)(entry, language));

/** The cards a page shows first: the list's first `count` items in its order (fewer when the list is shorter). */
export async function loadFirstCards<L extends FeedList>(list: L, count: number, language: Language) {
  const { path, item, tag, itemTag } = LISTS[list];
  const items = await readApiItems(`${path}?limit=${count}`, z.array(item as z.ZodType), tag, (entry) => itemTag(idOf(list, entry)));
  return toCards(list, items, language);
}

/** The cards of one feed chunk (#shared/list-feeds.ts), in the list's order. */
export async function loadChunkCards<L extends FeedList>(list: L, chunk: number, language: Language) {
  const { path, item } = LISTS[list];
  const { idFrom, idTo } = feedChunkIds(chunk);
  const items = await readApiList(`${path}?idFrom=${idFrom}&idTo=${idTo}`, z.array(item as z.ZodType), [TAGS.feedChunk(list, chunk)]);
  return toCards(list, items, language);
}

/** How many chunks and items a list publishes now; both change only when its pages come or go. */
export async function loadFeedIndex(list: FeedList): Promise<FeedIndex> {
  const ids = await readApiIds(LISTS[list].ids);
  return { chunks: feedChunkCount(ids), total: ids.length };
}
