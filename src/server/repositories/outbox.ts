import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ChangeEvent, Publication } from '#shared/payloads/publish.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

/**
 * What a write changed, before the outbox gives it an id and a time; of a publication, which it was
 * and when it was due (kept for the admin, not sent to the publisher).
 */
export type Change = Omit<ChangeEvent, 'eventId' | 'createdAt'> & {
  publication?: Publication | undefined;
  scheduledFor?: string | undefined;
};

/** An event with its delivery state, JSON columns parsed. */
export type OutboxEvent = Omit<Selectable<Database['outbox']>, 'tags' | 'pages'> & { tags: string[]; pages: string[] };

/** What the publisher acknowledged for one event. */
export interface Delivery {
  eventId: number;
  liveAt: string | null;
  rendered: number | null;
  pages: string[];
  error: string | null;
}

const StringListSchema = z.array(z.string());
const toEvent = (row: Selectable<Database['outbox']>): OutboxEvent => ({
  ...row,
  tags: StringListSchema.parse(JSON.parse(row.tags)),
  pages: StringListSchema.parse(JSON.parse(row.pages)),
});

/** Records a change; call it inside the write's transaction so that both commit or neither. */
export async function insertEvent(db: Db, change: Change): Promise<number> {
  const { eventId } = await db
    .insertInto('outbox')
    .values({ ...change, tags: JSON.stringify(change.tags) })
    .returning('eventId')
    .executeTakeFirstOrThrow();
  return eventId;
}

/** Undelivered events, oldest first. */
export async function pendingEvents(db: Db, limit: number): Promise<ChangeEvent[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['eventId', 'kind', 'entityId', 'operation', 'tags', 'createdAt'])
    .where('deliveredAt', 'is', null)
    .orderBy('eventId', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, tags: StringListSchema.parse(JSON.parse(row.tags)) }));
}

export async function recordFailedAttempt(db: Db, eventIds: number[], message: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), lastError: message }))
    .where('eventId', 'in', eventIds)
    .execute();
}

/** Records what the publisher answered, all or nothing (in the caller's transaction, if it runs in one). */
export async function recordDeliveries(db: Db, deliveries: Delivery[], deliveredAt: string): Promise<void> {
  const record = async (trx: Db) => {
    for (const { eventId, pages, ...outcome } of deliveries) {
      await trx
        .updateTable('outbox')
        .set((eb) => ({ ...outcome, pages: JSON.stringify(pages), deliveredAt, attempts: eb('attempts', '+', 1) }))
        .where('eventId', '=', eventId)
        .execute();
    }
  };
  await (db.isTransaction ? record(db) : db.transaction().execute(record));
}

export async function findEvent(db: Db, eventId: number): Promise<OutboxEvent | undefined> {
  const row = await db.selectFrom('outbox').selectAll().where('eventId', '=', eventId).executeTakeFirst();
  return row && toEvent(row);
}

/** Newest first. */
export async function listRecentEvents(db: Db, limit: number): Promise<OutboxEvent[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('eventId', 'desc').limit(limit).execute();
  return rows.map(toEvent);
}
