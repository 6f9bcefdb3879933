import { z } from 'zod';

/**
 * What `/health/live` and `/health/ready` answer, on the API and on the publisher: 200 with every
 * check `ok`, or 503 naming the ones that `failed` (their reasons go to the log, not to the caller).
 */
export const HealthSchema = z.object({
  status: z.enum(['live', 'ready', 'not ready']),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])).optional(),
});
export type Health = z.infer<typeof HealthSchema>;

const LEVELS_BY_VERBOSITY = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/**
 * The log level of the health routes: warn, since a probe every few seconds is no news, or the
 * process's own level when that is quieter.
 */
export function healthLogLevel(processLevel: string): (typeof LEVELS_BY_VERBOSITY)[number] {
  const own = LEVELS_BY_VERBOSITY.find((level) => level === processLevel);
  return own && LEVELS_BY_VERBOSITY.indexOf(own) > LEVELS_BY_VERBOSITY.indexOf('warn') ? own : 'warn';
}

/** Longer than any check takes on a healthy machine; a check that hangs (a locked database) fails. */
export const HEALTH_CHECK_TIMEOUT_MS = 3000;

export type HealthChecks = Record<string, () => Promise<unknown>>;

/**
 * Runs every check at once, each within HEALTH_CHECK_TIMEOUT_MS. `ready` is true when all passed;
 * `onFailure` hears each failure's reason.
 */
export async function runHealthChecks(
  checks: HealthChecks,
  onFailure: (check: string, reason: unknown) => void,
): Promise<{ ready: boolean; health: Health }> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${HEALTH_CHECK_TIMEOUT_MS} ms`)),
          HEALTH_CHECK_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, 'ok'] as const;
      } catch (reason) {
        onFailure(name, reason);
        return [name, 'failed'] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const ready = results.every(([, result]) => result === 'ok');
  return { ready, health: { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) } };
}
