import type { Account } from '#shared/schemas/accounts.ts';
import type { Role } from '#shared/schemas/auth.ts';

export type AccountState = 'active' | 'disabled' | 'locked';

/** Where an account stands: disabled by an admin, locked by failed logins for a while, or active. */
export function stateOf(account: Account, now = Date.now()): AccountState {
  if (account.disabled) return 'disabled';
  if (account.lockedUntil && Date.parse(account.lockedUntil) > now) return 'locked';
  return 'active';
}

export const STATE_LABELS: Record<AccountState, string> = {
  active: 'Active',
  disabled: 'Disabled',
  locked: 'Locked',
};

/** What each role lets an account do (docs/decisions/010-editors-and-admins.md). */
export const ROLE_TEXT: Record<Role, { name: string; about: string }> = {
  ROLE_ADMIN: { name: 'Administrator', about: 'content, contacts and accounts' },
  ROLE_USER: { name: 'Editor', about: 'content only' },
};
