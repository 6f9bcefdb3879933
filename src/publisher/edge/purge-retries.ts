import type { EdgeCache } from './edge-cache.ts';

/** How often a purge the edge did not acknowledge is tried again, until it is. */
export const PURGE_RETRY_MS = 1_000;

/**
 * Tries the edge's waiting purges again every PURGE_RETRY_MS, one at a time and never during a
 * publish (`exclusive`), so that pages published while the edge was away are fresh through it
 * within moments of its return, even when no later edit comes to purge them. One line is logged
 * when the edge stops acknowledging; flush() logs the purge that succeeds.
 */
export function startPurgeRetries(
  edge: EdgeCache,
  exclusive: <T>(work: () => Promise<T>) => Promise<T>,
  logError: (message: string) => void,
) {
  let trying = false;
  let failing = false;
  const timer = setInterval(() => {
    if (trying || !edge.waiting()) return;
    trying = true;
    exclusive(() => edge.flush())
      .then(
        () => {
          failing = false;
        },
        (error: Error) => {
          if (!failing) logError(error.message);
          failing = true;
        },
      )
      .finally(() => {
        trying = false;
      });
  }, PURGE_RETRY_MS);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
