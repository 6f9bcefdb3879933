import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** The share of the machine's CPU time that must go idle for it to count as settled. */
const SETTLED_IDLE_SHARE = 0.85;
/** How many one-second windows in a row must be that idle. */
const SETTLED_WINDOWS = 3;
const SETTLE_TIMEOUT_MS = 10 * 60_000;

/** The machine's idle and total CPU time so far, in clock ticks over every core (Linux's /proc/stat). */
async function cpuTimes(): Promise<{ idle: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const ticks = line.split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are idle time.
  return { idle: (ticks[3] ?? 0) + (ticks[4] ?? 0), total: ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0) };
}

/** The idle share of the machine's CPU over the next second. */
export async function idleShareOverASecond(): Promise<number> {
  const before = await cpuTimes();
  await sleep(1_000);
  const after = await cpuTimes();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Waits until the publisher says it is ready (its first full publish done) and then until the
 * machine is quiet: SETTLED_WINDOWS seconds in a row with at least SETTLED_IDLE_SHARE of the CPU
 * idle, so that no publish, build or warm-up runs beside what is measured next. Returns the seconds
 * waited and the last window's idle share; throws when the machine does not settle.
 */
export async function waitUntilSettled(publisherUrl: string | undefined): Promise<{ seconds: number; idle: number }> {
  const started = performance.now();
  const late = () => performance.now() - started > SETTLE_TIMEOUT_MS;
  while (publisherUrl) {
    const status = await fetch(`${publisherUrl}/status`).then(
      async (response) => (response.ok ? ((await response.json()) as { ready?: boolean }) : null),
      () => null,
    );
    if (status?.ready) break;
    if (late()) throw new Error(`the publisher at ${publisherUrl} was not ready after ${SETTLE_TIMEOUT_MS / 1000} s`);
    await sleep(500);
  }
  for (let quiet = 0; ; ) {
    const idle = await idleShareOverASecond();
    quiet = idle >= SETTLED_IDLE_SHARE ? quiet + 1 : 0;
    if (quiet >= SETTLED_WINDOWS) return { seconds: (performance.now() - started) / 1000, idle };
    if (late()) {
      throw new Error(
        `the machine did not settle in ${SETTLE_TIMEOUT_MS / 1000} s: ${Math.round(idle * 100)} % idle, ${SETTLED_IDLE_SHARE * 100} % needed`,
      );
    }
  }
}
