import { randomBytes } from 'node:crypto';
import type { SessionBeginning } from '#shared/payloads/auth.ts';
import type { Db } from '../db/database.ts';
import {
  deleteEndedSessions,
  deleteSession,
  deleteSessionsOf,
  findSession,
  insertSession,
  listLiveSessionsOf,
  touchSession,
} from '../repositories/sessions.ts';
import type { User } from '../repositories/users.ts';

/**
 * How long a session lasts: at most `lifetimeMs` after its login (JWT_EXPIRY), and until
 * `idleMs` pass without a request (SESSION_IDLE_TIMEOUT).
 */
export interface SessionTimes {
  lifetimeMs: number;
  idleMs: number;
}

/** The account behind a request, and the session its token names. */
export interface SignedIn {
  sessionId: string;
  user: User;
  /** The password was given, the account's second factor not yet: the session may only give it (or end). */
  secondFactorDue: boolean;
}

// A session's last request is written at most this often: often enough to judge idleness, without
// a database write for every admin request.
const touchIntervalMs = (times: SessionTimes) => Math.min(60_000, times.idleMs / 4);

/** How a session begins: the way the account proved itself, and the browser it was done from. */
export interface SessionStart {
  began: SessionBeginning;
  /** The request's User-Agent; none from a client that sends none. */
  userAgent: string | undefined;
  /** The password was given and the second factor is still to come: the session opens nothing else until it is. */
  secondFactorDue?: boolean;
}

/** What ends a session by time at `now`: an expiry up to now, a last request before `idleSince`. */
const endsAt = (times: SessionTimes, now: number) =>
  [new Date(now).toISOString(), new Date(now - times.idleMs).toISOString()] as const;

/**
 * Opens a session for a login (after clearing the sessions that ended by time); the token names
 * it. With `secondFactorDue`, it opens nothing until the second factor is given.
 */
export async function openSession(db: Db, userId: number, times: SessionTimes, start: SessionStart) {
  const now = Date.now();
  await deleteEndedSessions(db, ...endsAt(times, now));
  const sessionId = randomBytes(18).toString('base64url');
  const openedAt = new Date(now);
  const expiresAt = new Date(now + times.lifetimeMs);
  await insertSession(db, {
    sessionId,
    userId,
    lastSeenAt: openedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    secondFactorDue: start.secondFactorDue ?? false,
    began: start.began,
    // A header is the client's to write: kept short, and shown only to the account's owner.
    userAgent: start.userAgent?.slice(0, 300) ?? null,
  });
  return { sessionId, openedAt, expiresAt };
}

/**
 * The signed-in account of a token's session, or null when the session has ended: logged out,
 * ended by an account change, past its expiry, idle too long, or its account disabled.
 */
export async function resumeSession(
  db: Db,
  claims: { sessionId: string; userId: number },
  times: SessionTimes,
): Promise<SignedIn | null> {
  const found = await findSession(db, claims.sessionId);
  if (!found || found.user.userId !== claims.userId || found.user.disabled) return null;
  const now = Date.now();
  const lastSeen = Date.parse(found.session.lastSeenAt);
  if (Date.parse(found.session.expiresAt) <= now || lastSeen + times.idleMs <= now) return null;
  if (now - lastSeen >= touchIntervalMs(times)) await touchSession(db, claims.sessionId, new Date(now).toISOString());
  return { sessionId: claims.sessionId, user: found.user, secondFactorDue: found.session.secondFactorDue };
}

/** An account's sessions not ended by time, newest first (the account screen's list). */
export const liveSessionsOf = (db: Db, userId: number, times: SessionTimes) =>
  listLiveSessionsOf(db, userId, ...endsAt(times, Date.now()));

export const endSession = (db: Db, sessionId: string) => deleteSession(db, sessionId);

/** Ends every session of an account: its password, roles or standing changed. */
export const endSessionsOf = (db: Db, userId: number) => deleteSessionsOf(db, userId);
