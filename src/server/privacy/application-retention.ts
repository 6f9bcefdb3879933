import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '#shared/constants.ts';
import { CONTACT } from '#shared/entities/contact.ts';
import type { Db } from '../db/database.ts';
import type { Storage } from '../uploads/storage.ts';
import { dailyJob } from '../workers/daily-job.ts';
import { eraseContacts } from './erase-contacts.ts';

/** How long an application and its CV are kept unless CV_RETENTION_DAYS says otherwise: the privacy notice's 12 months. */
export const DEFAULT_CV_RETENTION_DAYS = 365;

/** Who the activity log names for the applications the retention deletes. */
export const RETENTION_ACTOR = 'retention';

/**
 * Deletes the applications received more than `retentionDays` before `now`, with their CVs and the
 * emails about them, and records one activity line when there were any; answers how many went.
 * Contact messages stay: the privacy notice keeps them as long as a request is followed up.
 */
export async function deleteExpiredApplications(
  context: { db: Db; storage: Storage },
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const deleted = await eraseContacts(context, { applicationsBefore: before }, ({ length }) =>
    length === 0
      ? null
      : {
          actor: RETENTION_ACTOR,
          action: 'contact-retention',
          kind: CONTACT.kind,
          entityId: null,
          summary:
            `Deleted ${length === 1 ? '1 application' : `${length} applications`} received before ${before}, ` +
            `with their CVs and emails (kept ${retentionDays} days, CV_RETENTION_DAYS)`,
          details: { count: length, before, days: retentionDays },
        },
  );
  return deleted.length;
}

/**
 * Deletes the applications past their retention when started, then once a day. Instances that
 * share a database may run it together: each application is deleted by one statement of one of
 * them, which alone removes its CV and counts it.
 */
export const dailyApplicationRetention = (
  context: { db: Db; storage: Storage },
  retentionDays: number,
  log: FastifyBaseLogger,
) =>
  dailyJob(
    'applications: the retention',
    async () => {
      const deleted = await deleteExpiredApplications(context, retentionDays);
      if (deleted > 0) {
        log.info(
          { deleted, retentionDays },
          'applications: deleted those past CV_RETENTION_DAYS, with their CVs and emails',
        );
      }
    },
    log,
  );
