import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, VISITOR } from '../fixtures/api.ts';

const LIMIT = 10;
const throttle = { freeFailures: 3, maxFailures: LIMIT, delayStepMs: 1, maxDelayMs: 5, windowMs: 60_000 };

describe('login limit per account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ loginThrottle: throttle });
  });
  afterAll(() => api.close());

  let address = 0;
  /** Each attempt from an address of its own, so that only the account's count can refuse it. */
  const login = (usernameOrEmail: string, password: string) =>
    api.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { usernameOrEmail, password },
      remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    });

  it('counts failures per account whatever name was typed: username or email, any case, with spaces', async () => {
    const names = [
      VISITOR.username,
      VISITOR.email,
      VISITOR.email.toUpperCase(),
      `  ${VISITOR.username.toUpperCase()} `,
      ' Visitor@Example.com',
    ];
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect((await login(names[attempt % names.length] as string, 'wrong')).statusCode).toBe(401);
    }
    const refused = await login(VISITOR.email, VISITOR.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most the limit of passwords when wrong guesses come all at once', async () => {
    const account = 'admin';
    const answers = await Promise.all(Array.from({ length: 3 * LIMIT }, () => login(account, 'a wrong guess')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('throttles an unknown account the same way, with the same answers', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt++) {
      unknown.push((await login('nobody-here@example.com', 'wrong')).statusCode);
    }
    const fresh = await startTestApi({ loginThrottle: throttle });
    try {
      for (let attempt = 0; attempt <= LIMIT; attempt++) {
        known.push(
          (
            await fresh.app.inject({
              method: 'POST',
              url: '/user/login',
              payload: { usernameOrEmail: 'admin', password: 'wrong' },
              remoteAddress: `10.8.0.${attempt}`,
            })
          ).statusCode,
        );
      }
    } finally {
      await fresh.close();
    }
    expect(unknown).toEqual(known);
    expect(unknown.at(-1)).toBe(429);
  });
});
