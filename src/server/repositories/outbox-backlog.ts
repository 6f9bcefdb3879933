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
