import type { PublishStatus } from '#shared/schemas/publish.ts';
import type { OutboxEvent } from '../repositories/outbox.ts';

/** An event as the admin follows it: pending until delivered, then live, or failed with the publisher's error. */
export function toPublishStatus(event: OutboxEvent): PublishStatus {
  const { eventId, kind, entityId, operation, createdAt, attempts, deliveredAt, liveAt, rendered, pages, error } =
    event;
  const state = deliveredAt === null ? 'pending' : error === null ? 'live' : 'failed';
  const latencyMs = liveAt === null ? null : Date.parse(liveAt) - Date.parse(createdAt);
  return {
    eventId,
    kind,
    entityId,
    operation,
    createdAt,
    state,
    attempts,
    deliveredAt,
    liveAt,
    latencyMs,
    rendered,
    pages,
    error,
  };
}
