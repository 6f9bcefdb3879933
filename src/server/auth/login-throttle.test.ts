import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

const options = { freeFailures: 2, maxFailures: 4, delayStepMs: 100, maxDelayMs: 150, windowMs: 60_000 };

describe('LoginThrottle', () => {
  it('lets the first attempts through, then delays with a cap, then refuses', async () => {
    const throttle = new LoginThrottle(options);
    const verdicts = [];
    for (let attempt = 0; attempt < 5; attempt++) verdicts.push(await throttle.attempt('account:1', '1.1.1.1'));
    expect(verdicts.slice(0, 4)).toEqual([{ delayMs: 0 }, { delayMs: 0 }, { delayMs: 0 }, { delayMs: 100 }]);
    expect(verdicts[4]).toEqual({ retryAfterS: 60 });
  });

  it('decides attempts that come at once one by one', async () => {
    const throttle = new LoginThrottle(options);
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => throttle.attempt('account:1', '1.1.1.1')));
    expect(verdicts.filter((verdict) => 'delayMs' in verdict)).toHaveLength(options.maxFailures);
  });

  it('forgets an account after a success, and gives the address its attempt back', async () => {
    const throttle = new LoginThrottle(options);
    for (let attempt = 0; attempt < 4; attempt++) await throttle.attempt('account:1', `1.1.1.${attempt}`);
    expect(await throttle.attempt('account:1', '2.2.2.2')).toHaveProperty('retryAfterS');
    await throttle.succeeded('account:1', '2.2.2.2');
    expect(await throttle.attempt('account:1', '2.2.2.2')).toEqual({ delayMs: 0 });
  });

  it('gives an address three times the room of an account', async () => {
    const throttle = new LoginThrottle(options);
    for (let attempt = 0; attempt < 12; attempt++) await throttle.attempt(`account:${attempt}`, '3.3.3.3');
    expect(await throttle.attempt('account:99', '3.3.3.3')).toHaveProperty('retryAfterS');
  });

  it('tells when an account is locked, and forgets its failures when unlocked', async () => {
    const throttle = new LoginThrottle(options);
    for (let attempt = 0; attempt < 3; attempt++) await throttle.attempt('account:1', `1.1.1.${attempt}`);
    expect(await throttle.lockedUntil('account:1')).toBeNull();
    await throttle.attempt('account:1', '1.1.1.9');
    const now = Date.now();
    const until = await throttle.lockedUntil('account:1', now);
    expect(until?.getTime()).toBeGreaterThan(now);
    expect(until?.getTime()).toBeLessThanOrEqual(now + options.windowMs);
    expect(await throttle.attempt('account:1', '2.2.2.2')).toHaveProperty('retryAfterS');
    await throttle.unlock('account:1');
    expect(await throttle.lockedUntil('account:1')).toBeNull();
    expect(await throttle.attempt('account:1', '2.2.2.3')).toEqual({ delayMs: 0 });
  });
});
