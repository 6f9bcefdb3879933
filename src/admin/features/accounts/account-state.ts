import type { Account } from '#shared/payloads/accounts.ts';

export type AccountState = 'active' | 'disabled' | 'locked';

/**
 * Where an account stands: disabled by an admin, locked by failed logins for a while, or active.
 * Each state's name, and each role's, is in the admin's catalogue (`accounts.states`, `accounts.roles`).
 */
export function stateOf(account: Account, now = Date.now()): AccountState {
  if (account.disabled) return 'disabled';
  if (account.lockedUntil && Date.parse(account.lockedUntil) > now) return 'locked';
  return 'active';
}
