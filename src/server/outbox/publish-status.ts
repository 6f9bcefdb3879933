import { BUILDING } from '#shared/entities/building.ts';
import type { ItemTitles } from '#shared/payloads/item-titles.ts';
import type { PublishStatus } from '#shared/payloads/publish.ts';
import type { Db } from '../db/database.ts';
import { titlesOf } from '../repositories/item-titles.ts';
import type { OutboxEvent } from '../repositories/outbox.ts';

/** An event as the admin follows it: pending until delivered, then live, or failed with the publisher's error. */
function toPublishStatus(event: OutboxEvent, titles: ItemTitles | null): PublishStatus {
  const { eventId, kind, entityId, operation, publication, scheduledFor, createdAt, attempts, deliveredAt } = event;
  const { liveAt, rendered, pages, error } = event;
  const state = deliveredAt === null ? 'pending' : error === null ? 'live' : 'failed';
  const latencyMs = liveAt === null ? null : Date.parse(liveAt) - Date.parse(createdAt);
  return {
    eventId,
    kind,
    entityId,
    operation,
    publication,
    scheduledFor,
    createdAt,
    state,
    attempts,
    deliveredAt,
    liveAt,
    latencyMs,
    rendered,
    pages,
    error,
    titles,
  };
}

/**
 * Events as the admin follows them, each with what its item is called now; a reorder's entity is a
 * list, which has no title, an import's the building whose units it wrote. The titles are read for all the events at once.
 */
export async function publishStatusesOf(db: Db, events: OutboxEvent[]): Promise<PublishStatus[]> {
  const named = events.filter((event) => event.operation !== 'reorder');
  const titles = await titlesOf(
    db,
    // An import's entity is the building whose units it wrote.
    named.map(({ kind, entityId, operation }) => ({
      kind: operation === 'import' ? BUILDING.kind : kind,
      id: entityId,
    })),
  );
  const titlesOfEvent = new Map(named.map(({ eventId }, at) => [eventId, titles[at] ?? null]));
  return events.map((event) => toPublishStatus(event, titlesOfEvent.get(event.eventId) ?? null));
}
