import { z } from 'zod';
import { BUILDING } from '#shared/entities/building.ts';
import type { Entity } from '#shared/entities/define-entity.ts';
import type { PagedEntity } from '#shared/entities/entities.ts';
import { NEWS } from '#shared/entities/news.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type FeedIndex, type FeedKind, feedChunkCount, feedChunkIds } from '#shared/list-feeds.ts';
import { entityTag, listTag, TAGS } from '#shared/publish-tags.ts';
import { firstOf, publicListPath, readApiIds, readApiItems, readApiList, withQuery } from './api.ts';
import { buildingCard, newsCard, projectTile, vacancyCard } from './list-cards.ts';

/** Each long list: its entity, and the card of one of its items. */
const FEEDS = {
  project: { entity: PROJECT, card: projectTile },
  news: { entity: NEWS, card: newsCard },
  vacancy: { entity: VACANCY, card: vacancyCard },
  building: { entity: BUILDING, card: buildingCard },
} as const satisfies Record<FeedKind, unknown>;

export const FEED_KINDS = Object.keys(FEEDS) as FeedKind[];

type Card<K extends FeedKind> = ReturnType<(typeof FEEDS)[K]['card']>;

const idOf = (entity: PagedEntity, item: unknown) => (item as Record<string, number>)[entity.idField] as number;

const toCards = <K extends FeedKind>(kind: K, items: unknown[], language: Language) =>
  items.map((item) => (FEEDS[kind].card as (item: unknown, language: Language) => Card<K>)(item, language));

/** The cards a page shows first: the list's first `count` items in its order (fewer when the list is shorter). */
export async function loadFirstCards<K extends FeedKind>(kind: K, count: number, language: Language) {
  const { entity } = FEEDS[kind];
  const items = await readApiItems(
    firstOf(publicListPath(entity), count),
    z.array(entity.schemas.item as z.ZodType),
    listTag(kind),
    (item) => entityTag(kind, idOf(entity, item)),
  );
  return toCards(kind, items, language);
}

/** The cards of one feed chunk (#shared/list-feeds.ts), in the list's order. */
export async function loadChunkCards<K extends FeedKind>(kind: K, chunk: number, language: Language) {
  const { entity } = FEEDS[kind];
  const { idFrom, idTo } = feedChunkIds(chunk);
  const path = withQuery(publicListPath(entity), { idFrom, idTo });
  const items = await readApiList(path, z.array(entity.schemas.item as z.ZodType), [TAGS.feedChunk(kind, chunk)]);
  return toCards(kind, items, language);
}

/**
 * A list's order, and how many chunks and items it publishes now; both counts change only when its
 * pages come or go. A list ordered by a column of its own (news by date) lists its ids in order,
 * which a move in the list changes too (the move names the kind's page set).
 */
export async function loadFeedIndex(kind: FeedKind): Promise<FeedIndex> {
  const { entity } = FEEDS[kind];
  const ids = await readApiIds(entity);
  const ownOrder = (entity as Entity).orderBy !== undefined;
  return { order: entity.order, chunks: feedChunkCount(ids), total: ids.length, ...(ownOrder && { ids }) };
}
