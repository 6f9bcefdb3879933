import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '#shared/constants.ts';
import { BackgroundWorker } from './background-worker.ts';

/**
 * A job run when started, then once a day, until stopped: a retention's purge. One that fails is
 * logged and runs again the next day, or at the next start. Instances that share a database may
 * run theirs at the same time: each job must be one that several can run at once.
 */
export function dailyJob(name: string, job: () => Promise<void>, log: FastifyBaseLogger) {
  const worker = new BackgroundWorker(async () => {
    await job().catch((error: unknown) => {
      log.error({ err: error }, `${name} failed; it runs again in a day, or at the next start`);
    });
    return DAY_MS;
  });
  return {
    /** Runs the job now and daily from now; resolves once the first run is over. */
    start: () => worker.start(),
    /** Stops the daily runs, waiting for one under way. */
    stop: () => worker.close(),
  };
}
