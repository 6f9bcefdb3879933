import type { SessionBeginning } from '#shared/payloads/auth.ts';
import type { Db } from '../db/database.ts';
import { toUser, USER_COLUMNS, type User } from './users.ts';

export interface SessionRow {
  sessionId: string;
  userId: number;
  lastSeenAt: string;
  expiresAt: string;
  /** Whether the password was given and the account's second factor is still to come. */
  secondFactorDue: boolean;
  /** How it began; a session waiting for its second factor says how it will have begun with the password alone. */
  began: SessionBeginning;
  userAgent: string | null;
}

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, secondFactorDue: session.secondFactorDue ? 1 : 0 })
    .execute();
}

/** The session with its account, if both exist. */
export async function findSession(db: Db, sessionId: string): Promise<{ session: SessionRow; user: User } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.userId', 'sessions.userId')
    .select([
      'sessions.sessionId',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'sessions.secondFactorDue',
      'sessions.began',
      'sessions.userAgent',
      ...USER_COLUMNS.map((column) => `users.${column}` as const),
    ])
    .where('sessions.sessionId', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionId: id, lastSeenAt, expiresAt, secondFactorDue, began, userAgent, ...user } = row;
  return {
    session: {
      sessionId: id,
      userId: user.userId,
      lastSeenAt,
      expiresAt,
      secondFactorDue: Number(secondFactorDue) === 1,
      began: began as SessionBeginning,
      userAgent,
    },
    user: toUser(user),
  };
}

export async function touchSession(db: Db, sessionId: string, lastSeenAt: string): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt }).where('sessionId', '=', sessionId).execute();
}

/** The second factor was given: the session opens what the account may do, and says which factor began it. */
export async function markSecondFactorGiven(db: Db, sessionId: string, began: SessionBeginning): Promise<void> {
  await db.updateTable('sessions').set({ secondFactorDue: 0, began }).where('sessionId', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('sessionId', '=', sessionId).execute();
}

export async function deleteSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/** Removes every session of an account but `keptSessionId`; answers how many it removed. */
export async function deleteOtherSessionsOf(db: Db, userId: number, keptSessionId: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('sessionId', '!=', keptSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes the sessions that have ended by time: past their expiry, or idle since before `idleSince`. */
export async function deleteEndedSessions(db: Db, now: string, idleSince: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<', idleSince)]))
    .execute();
}

/** An account's sessions that have not ended by time at `now` (nor been idle since before `idleSince`), newest first. */
export const listLiveSessionsOf = (db: Db, userId: number, now: string, idleSince: string) =>
  db
    .selectFrom('sessions')
    .select(['sessionId', 'createdAt', 'lastSeenAt', 'secondFactorDue', 'began', 'userAgent'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .where('lastSeenAt', '>=', idleSince)
    .orderBy('createdAt', 'desc')
    .execute();
