import type { Db } from '../db/database.ts';

/** Keeps a new reset link of an account, by its token's hash. */
export async function insertPasswordReset(
  db: Db,
  reset: { tokenHash: string; userId: number; expiresAt: string },
): Promise<void> {
  await db.insertInto('passwordResets').values(reset).execute();
}

/** The account of a link that may still be used at `now`: not used, not expired; undefined otherwise. */
export const findUsableReset = (db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('passwordResets')
    .select(['tokenHash', 'userId', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();

/**
 * Uses a link, once: only a link still usable at `now` is marked, in one write, so that two
 * instances given the same link cannot both use it. Answers whether this call used it.
 */
export async function useReset(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('passwordResets')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Voids every link of an account not used yet: the password they would set was set. */
export async function voidResetsOf(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('passwordResets')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

/** Forgets the links that can no longer be used, sent before `before`. */
export async function deleteOldResets(db: Db, before: string): Promise<void> {
  await db.deleteFrom('passwordResets').where('expiresAt', '<', before).execute();
}
