import { ACCOUNT_KIND, type LoginFailure } from '#shared/payloads/activity.ts';
import type { Db } from '../db/database.ts';
import { insertActivity } from '../repositories/activity.ts';
import { type User, updateLastLoginAt } from '../repositories/users.ts';

/** The factor a login was finished with, as the activity log names it. */
type LoginFactor = 'app' | 'passkey' | 'recovery-code';

/**
 * A login that went through: the account's last login and the log's line, which says how (`by`,
 * in the summary's words) where a factor finished it.
 */
export async function recordLogin(
  db: Db,
  user: User,
  ip: string,
  { at = new Date(), factor, by }: { at?: Date; factor?: LoginFactor; by?: string } = {},
): Promise<void> {
  await updateLastLoginAt(db, user.userId, at.toISOString());
  await insertActivity(db, {
    actor: user.username,
    action: 'login',
    kind: ACCOUNT_KIND,
    entityId: user.userId,
    summary: `Logged in from ${ip}${by ? ` with ${by}` : ''}`,
    details: { ip, ...(factor && { factor }) },
  });
}

/**
 * A login refused, as `name` (what was typed, or the account's username): the reason is for
 * admins (`why`, in the summary's words); the one who tried is told the same in every case.
 */
export async function recordFailedLogin(
  db: Db,
  attempt: { name: string; userId: number | undefined; ip: string; failure: LoginFailure; why: string },
  factor?: LoginFactor,
): Promise<void> {
  const { name, userId, ip, failure, why } = attempt;
  await insertActivity(db, {
    actor: name,
    action: 'login-failed',
    kind: ACCOUNT_KIND,
    entityId: userId ?? null,
    summary: `Failed login as “${name}” from ${ip} (${why})`,
    details: { username: name, ip, loginFailure: failure, ...(factor && { factor }) },
  });
}
