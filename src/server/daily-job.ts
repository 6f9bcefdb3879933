import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '#shared/constants.ts';

/**
 * A job run when started, then once a day, until stopped: a retention's purge. One that fails is
 * logged and runs again the next day, or at the next start. Instances that share a database may
 * run theirs at the same time: each job must be one that several can run at once.
 */
export function dailyJob(name: string, job: () => Promise<void>, log: FastifyBaseLogger) {
  let running = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running.then(() =>
      job().catch((error: unknown) => {
        log.error({ err: error }, `${name} failed; it runs again in a day, or at the next start`);
      }),
    );
    return running;
  };
  return {
    /** Runs the job now and daily from now; resolves once the first run is over. */
    start() {
      timer = setInterval(run, DAY_MS).unref();
      return run();
    },
    /** Stops the daily runs, waiting for one under way. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
