import { atom } from 'nanostores';
import type { LoginResponse } from '#shared/payloads/auth.ts';

/** The signed-in admin, as docs/product.md#states-and-transitions keeps it in local storage. */
export interface Session {
  token: string;
  userId: string;
  username: string;
  email: string;
  roles: string[];
}

const KEYS = ['token', 'userId', 'username', 'email', 'role'] as const;

function readRoles(stored: string | null): string[] {
  try {
    const roles: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether a JWT's `exp` has passed; a token that cannot be read is left for the API to judge. */
export function tokenExpired(token: string, now = Date.now()): boolean {
  try {
    const payload: unknown = JSON.parse(atob((token.split('.')[1] ?? '').replaceAll('-', '+').replaceAll('_', '/')));
    const exp = typeof payload === 'object' && payload !== null && 'exp' in payload ? Number(payload.exp) : Number.NaN;
    return Number.isFinite(exp) && exp * 1000 <= now;
  } catch {
    return false;
  }
}

/** The session in local storage; a session counts as present whenever a token is (docs/product.md#states-and-transitions). */
function readSession(): Session | null {
  const token = localStorage.getItem('token');
  if (!token) return null;
  return {
    token,
    userId: localStorage.getItem('userId') ?? '',
    username: localStorage.getItem('username') ?? '',
    email: localStorage.getItem('email') ?? '',
    roles: readRoles(localStorage.getItem('role')),
  };
}

export const $session = atom<Session | null>(typeof localStorage === 'undefined' ? null : readSession());

/** Where this browser keeps that the signed-in account owes a second factor to the rule, so that a reload keeps it. */
const FACTOR_SETUP_KEY = 'tirana.admin.factorSetupDue';

/**
 * Whether the signed-in account must set up a second factor before anything else (the rule an admin
 * set, docs/decisions/032-second-factors.md): the login said so, or a call was refused for it.
 */
export const $factorSetupDue = atom<boolean>(
  typeof localStorage !== 'undefined' && localStorage.getItem(FACTOR_SETUP_KEY) === 'true',
);

export function markFactorSetupDue(due: boolean) {
  if (due) localStorage.setItem(FACTOR_SETUP_KEY, 'true');
  else localStorage.removeItem(FACTOR_SETUP_KEY);
  $factorSetupDue.set(due);
}

/** Why the last session ended, for the login page to say so. */
export const $sessionEnded = atom<'expired' | 'logout' | null>(null);

// A token that expired while the admin was away ends the session before any call is refused.
const stored = $session.get();
if (stored && tokenExpired(stored.token)) endSession('expired');

export function startSession(login: LoginResponse) {
  localStorage.setItem('token', login.token);
  localStorage.setItem('userId', String(login.userId));
  localStorage.setItem('username', login.username);
  localStorage.setItem('email', login.email);
  localStorage.setItem('role', JSON.stringify(login.roles.map(({ role }) => role)));
  $sessionEnded.set(null);
  markFactorSetupDue(login.factorSetupDue);
  $session.set(readSession());
}

export function endSession(reason: 'expired' | 'logout') {
  for (const key of KEYS) localStorage.removeItem(key);
  markFactorSetupDue(false);
  $sessionEnded.set(reason);
  $session.set(null);
}

/** An admin check looks for ROLE_ADMIN in the stored role list (docs/product.md#roles-and-permissions). */
export const isAdmin = (session: Session) => session.roles.includes('ROLE_ADMIN');

/** A user check needs ROLE_USER and a stored userId (docs/product.md#roles-and-permissions). */
export const isUser = (session: Session) => session.roles.includes('ROLE_USER') && session.userId !== '';

/**
 * Whether the account may use the admin's content screens: an admin, or a user
 * (docs/decisions/010-editors-and-admins.md). Accounts and contacts need `isAdmin`.
 */
export const canEdit = (session: Session) => isAdmin(session) || isUser(session);
