import type { PublishingAttention } from '#shared/payloads/attention.ts';
import type { Db } from '../db/database.ts';

/** The change events not yet delivered to the publisher: how many, and when the oldest was written. */
export async function outboxBacklog(db: Db): Promise<{ pending: number; oldestCreatedAt: string | null }> {
  // Both read the partial index of pending events (migration 002), however long the outbox grows.
  const { pending } = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('pending'))
    .where('deliveredAt', 'is', null)
    .executeTakeFirstOrThrow();
  const oldest = await db
    .selectFrom('outbox')
    .select('createdAt')
    .where('deliveredAt', 'is', null)
    .orderBy('eventId', 'asc')
    .limit(1)
    .executeTakeFirst();
  return { pending: Number(pending), oldestCreatedAt: oldest?.createdAt ?? null };
}

/**
 * Changes that did not reach the site: pending ones whose last delivery failed (retried), and
 * those the publisher answered with an error since `since`; with the newest error of either, and
 * which it was.
 */
export async function publishingProblems(db: Db, since: string): Promise<PublishingAttention> {
  const retrying = db.selectFrom('outbox').where('deliveredAt', 'is', null).where('attempts', '>', 0);
  const failed = db.selectFrom('outbox').where('error', 'is not', null).where('createdAt', '>=', since);
  const [retryingCount, failedCount, newestRetry, newestFailure] = await Promise.all([
    retrying.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    failed.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    retrying.select(['eventId', 'lastError as message']).orderBy('eventId', 'desc').limit(1).executeTakeFirst(),
    failed.select(['eventId', 'error as message']).orderBy('eventId', 'desc').limit(1).executeTakeFirst(),
  ]);
  const errors = [
    newestRetry && { stage: 'delivery' as const, ...newestRetry },
    newestFailure && { stage: 'publish' as const, ...newestFailure },
  ];
  const newest = errors.sort((a, b) => (b?.eventId ?? 0) - (a?.eventId ?? 0))[0];
  return {
    retrying: Number(retryingCount.count),
    failed: Number(failedCount.count),
    lastError: newest?.message ? { stage: newest.stage, message: newest.message } : null,
  };
}
