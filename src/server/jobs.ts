import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database.ts';
import { DEFAULT_ACTIVITY_RETENTION_DAYS, dailyActivityPrune } from './history/activity-retention.ts';
import { DEFAULT_CV_RETENTION_DAYS, dailyApplicationRetention } from './privacy/application-retention.ts';
import { sweepUnreferencedFiles } from './resources/file-sweep.ts';
import { dailyTrashPurge } from './resources/trash-purge.ts';
import type { TrashService } from './resources/trash-service.ts';
import type { Storage } from './uploads/storage.ts';
import { dailyJob } from './workers/daily-job.ts';

/**
 * The activity log's daily prune, started as soon as the database is open and its first run
 * awaited: an API that answers holds no entry past its retention (tests/api/activity.test.ts).
 */
export async function startActivityPrune(db: Db, retentionDays: number | undefined, log: FastifyBaseLogger) {
  const prune = dailyActivityPrune(db, retentionDays ?? DEFAULT_ACTIVITY_RETENTION_DAYS, log);
  await prune.start();
  return prune;
}

/** The daily sweep of stored files no row names (resources/file-sweep.ts), saying how many went. */
const dailyFileSweep = (db: Db, storage: Storage, log: FastifyBaseLogger) =>
  dailyJob(
    'files: the sweep',
    async () => {
      const swept = await sweepUnreferencedFiles(db, storage.files);
      log.info(
        { swept, store: storage.files.location },
        `files: removed ${swept} files that no row names, written over a day ago`,
      );
    },
    log,
  );

/**
 * The trash's purge, the applications' retention and the sweep of files no row names. They need the trash service, and start once
 * the app is ready; unlike the activity's prune, the start does not wait for their first runs.
 */
export function dailyPurges(
  { db, storage, trash }: { db: Db; storage: Storage; trash: TrashService },
  cvRetentionDays: number | undefined,
  log: FastifyBaseLogger,
) {
  const trashPurge = dailyTrashPurge(trash, log);
  const applicationRetention = dailyApplicationRetention(
    { db, storage },
    cvRetentionDays ?? DEFAULT_CV_RETENTION_DAYS,
    log,
  );
  const fileSweep = dailyFileSweep(db, storage, log);
  return {
    start() {
      trashPurge.start();
      applicationRetention.start();
      fileSweep.start();
    },
    /** Waits for the runs under way, so that none is cut off by the database closing. */
    async stop() {
      await trashPurge.stop();
      await applicationRetention.stop();
      await fileSweep.stop();
    },
  };
}
