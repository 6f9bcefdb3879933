import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

const options = { freeFailures: 2, maxFailures: 4, delayStepMs: 100, maxDelayMs: 150, windowMs: 60_000 };

describe('LoginThrottle', () => {
  it('lets the first failures through, then delays with a cap, then refuses', () => {
    const throttle = new LoginThrottle(options);
    const verdicts = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      verdicts.push(throttle.check('Ana', '1.1.1.1'));
      throttle.failed('Ana', '1.1.1.1');
    }
    expect(verdicts.slice(0, 4)).toEqual([{ delayMs: 0 }, { delayMs: 0 }, { delayMs: 0 }, { delayMs: 100 }]);
    expect(verdicts[4]).toHaveProperty('retryAfterS');
  });

  it('counts an account whatever its letter case, and forgets it after a success', () => {
    const throttle = new LoginThrottle(options);
    for (let attempt = 0; attempt < 4; attempt++) throttle.failed(attempt % 2 ? 'ANA' : 'ana', `1.1.1.${attempt}`);
    expect(throttle.check('Ana', '2.2.2.2')).toHaveProperty('retryAfterS');
    throttle.succeeded('ana');
    expect(throttle.check('Ana', '2.2.2.2')).toEqual({ delayMs: 0 });
  });
});
