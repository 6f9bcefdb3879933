import type { FastifyBaseLogger } from 'fastify';
import { dailyJob } from '../workers/daily-job.ts';
import type { TrashService } from './trash-service.ts';

/**
 * Purges the trash of the entries past their retention when started, then once a day. Instances
 * that share a database may purge at the same time: each entry is taken by one statement of one
 * of them, which alone removes its files (repositories/trash.ts).
 */
export const dailyTrashPurge = (trash: TrashService, log: FastifyBaseLogger) =>
  dailyJob(
    'trash: the purge',
    async () => {
      const purged = await trash.purge();
      if (purged > 0) log.info({ purged }, 'trash: deleted for good the items past their retention');
    },
    log,
  );
