import { afterEach, describe, expect, test, vi } from 'vitest';
import { HEALTH_CHECK_TIMEOUT_MS, healthLogLevel, runHealthChecks } from './health.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('runHealthChecks', () => {
  test('is ready when every check passes', async () => {
    const failures: string[] = [];
    expect(
      await runHealthChecks({ a: async () => 1, b: async () => undefined }, (check) => failures.push(check)),
    ).toEqual({ ready: true, health: { status: 'ready', checks: { a: 'ok', b: 'ok' } } });
    expect(failures).toEqual([]);
  });

  test('names the checks that failed, and hands their reasons over', async () => {
    const reasons: [string, unknown][] = [];
    const result = await runHealthChecks(
      { a: async () => 1, b: () => Promise.reject(new Error('disk full')) },
      (check, reason) => reasons.push([check, reason]),
    );
    expect(result).toEqual({ ready: false, health: { status: 'not ready', checks: { a: 'ok', b: 'failed' } } });
    expect(reasons).toEqual([['b', new Error('disk full')]]);
  });

  test('fails a check that does not answer in time', async () => {
    vi.useFakeTimers();
    const result = runHealthChecks({ hangs: () => new Promise(() => {}) }, () => {});
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_TIMEOUT_MS);
    expect((await result).health.checks).toEqual({ hangs: 'failed' });
  });
});

describe('healthLogLevel', () => {
  test.each([
    ['info', 'warn'],
    ['trace', 'warn'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['silent', 'silent'],
  ])('logs the health routes of a process at %s at %s', (processLevel, routeLevel) => {
    expect(healthLogLevel(processLevel)).toBe(routeLevel);
  });
});
