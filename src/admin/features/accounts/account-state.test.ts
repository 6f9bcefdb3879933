import { describe, expect, it } from 'vitest';
import type { Account } from '#shared/payloads/accounts.ts';
import { stateOf } from './account-state.ts';

const account: Account = {
  userId: 2,
  username: 'editor',
  email: 'editor@example.com',
  roles: ['ROLE_USER'],
  disabled: false,
  lockedUntil: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  lastLoginAt: null,
  hasSecondFactor: false,
};
const now = Date.parse('2026-06-01T10:00:00.000Z');

describe('stateOf', () => {
  it.each([
    ['an account without a lock is active', {}, 'active'],
    ['a lock that has not passed locks it', { lockedUntil: '2026-06-01T10:05:00.000Z' }, 'locked'],
    ['a lock that has passed no longer does', { lockedUntil: '2026-06-01T09:55:00.000Z' }, 'active'],
    ['disabled wins over locked', { disabled: true, lockedUntil: '2026-06-01T10:05:00.000Z' }, 'disabled'],
  ] as const)('%s', (_name, change, state) => {
    expect(stateOf({ ...account, ...change }, now)).toBe(state);
  });
});
