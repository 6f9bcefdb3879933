import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '#shared/constants.ts';
import type { Db } from '../db/database.ts';
import { pruneActivity } from '../repositories/activity.ts';
import { dailyJob } from '../workers/daily-job.ts';

/** How long the activity log keeps an entry unless ACTIVITY_RETENTION_DAYS says otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;

/**
 * Deletes the activity older than `retentionDays` when started, then once a day. Each API instance
 * prunes on its own: a prune is one DELETE of the entries past a time, so instances that run it
 * together delete each entry once between them, and none fails for the others.
 */
export const dailyActivityPrune = (db: Db, retentionDays: number, log: FastifyBaseLogger) =>
  dailyJob(
    'activity log: the prune',
    async () => {
      const before = new Date(Date.now() - retentionDays * DAY_MS).toISOString();
      const removed = await pruneActivity(db, before);
      if (removed > 0) log.info({ removed, before }, 'activity log: removed the entries past their retention');
    },
    log,
  );
