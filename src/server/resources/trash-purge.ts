import type { FastifyBaseLogger } from 'fastify';
import type { TrashService } from './trash-service.ts';

const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Purges the trash of the entries past their retention when started, then once a day. Instances
 * that share a database may purge at the same time: each entry is taken by one statement of one
 * of them, which alone removes its files (repositories/trash.ts).
 */
export function dailyTrashPurge(trash: TrashService, log: FastifyBaseLogger) {
  let running = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const purge = () => {
    running = running.then(async () => {
      try {
        const purged = await trash.purge();
        if (purged > 0) log.info({ purged }, 'trash: deleted for good the items past their retention');
      } catch (error) {
        log.error({ err: error }, 'trash: the purge failed; it runs again in a day, or at the next start');
      }
    });
  };
  return {
    start() {
      purge();
      timer = setInterval(purge, PURGE_INTERVAL_MS).unref();
    },
    /** Stops the days' purges, waiting for one under way. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
