import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { pruneActivity } from '../repositories/activity.ts';

/** How long the activity log keeps an entry unless ACTIVITY_RETENTION_DAYS says otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the activity older than `retentionDays` at once, then once a day, until the function it
 * answers stops it. Each API instance prunes on its own: a prune is one DELETE of the entries
 * past a time, so instances that run it together delete each entry once between them, and none
 * fails for the others.
 */
export async function pruneActivityDaily(
  db: Db,
  retentionDays: number,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const prune = async () => {
    const before = new Date(Date.now() - retentionDays * DAY_MS).toISOString();
    const removed = await pruneActivity(db, before);
    if (removed > 0) log.info({ removed, before }, 'activity log: removed the entries past their retention');
  };
  await prune();
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = prune().catch((error: unknown) => log.error({ err: error }, 'activity log: the daily prune failed'));
  }, DAY_MS);
  // The prune never keeps the process alive on its own.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
