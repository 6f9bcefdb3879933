import type { Db } from '../db/database.ts';
import { announceWrite } from '../db/instances.ts';
import { type Change, insertEvent } from '../repositories/outbox.ts';
import type { Dispatcher } from './dispatcher.ts';

/**
 * Runs `write` and records the change it reports in the same transaction, so that a write that
 * throws records nothing and a committed write always has its event; then tells the dispatcher,
 * whose listeners (the public read cache) hear of it before it delivers (and, on PostgreSQL,
 * every other instance sees the write's version).
 */
export async function commitWithEvent<T>(
  db: Db,
  dispatcher: Dispatcher,
  write: (trx: Db) => Promise<{ result: T; change: Change }>,
): Promise<{ result: T; eventId: number }> {
  const committed = await db.transaction().execute(async (trx) => {
    const { result, change } = await write(trx);
    const eventId = await insertEvent(trx, change);
    await announceWrite(trx, eventId);
    return { result, eventId };
  });
  dispatcher.committed();
  return committed;
}
