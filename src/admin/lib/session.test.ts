import { describe, expect, test } from 'vitest';
import { tokenExpired } from './session.ts';

const tokenWith = (payload: object) => `header.${btoa(JSON.stringify(payload)).replaceAll('=', '')}.signature`;
const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('tokenExpired', () => {
  test.each([
    ['a token whose exp has passed', tokenWith({ exp: NOW / 1000 - 1 }), true],
    ['a token still valid', tokenWith({ exp: NOW / 1000 + 3600 }), false],
    ['a token without exp, left for the API to judge', tokenWith({ sub: '1' }), false],
    ['a token that is not a JWT', 'not-a-token', false],
  ])('%s', (_name, token, expected) => {
    expect(tokenExpired(token, NOW)).toBe(expected);
  });
});
