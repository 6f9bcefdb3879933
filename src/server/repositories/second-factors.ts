import type { SecondFactorKind } from '#shared/payloads/auth.ts';
import type { Db } from '../db/database.ts';
import { countPasskeys, deletePasskeysOf } from './passkeys.ts';

/** An account's authenticator app, confirmed or not; undefined without one. */
export const findAuthenticatorApp = (db: Db, userId: number) =>
  db.selectFrom('authenticatorApps').selectAll().where('userId', '=', userId).executeTakeFirst();

/** Starts adding an authenticator app with `secret`, in place of one not confirmed yet. */
export async function insertUnconfirmedApp(db: Db, userId: number, secret: string): Promise<void> {
  await db.deleteFrom('authenticatorApps').where('userId', '=', userId).where('confirmedAt', 'is', null).execute();
  await db.insertInto('authenticatorApps').values({ userId, secret }).execute();
}

/**
 * Takes a code of `step` from an account's app: confirms an app being added (`confirming`), or
 * signs in with a confirmed one. Only a step after the last accepted one passes, in one write, so
 * that a code is accepted once across every API instance. Answers whether it was accepted.
 */
export async function acceptAppStep(
  db: Db,
  userId: number,
  step: number,
  { confirming, at }: { confirming: boolean; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('authenticatorApps')
    .set(confirming ? { lastStep: step, confirmedAt: at } : { lastStep: step })
    .where('userId', '=', userId)
    .where('confirmedAt', confirming ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAuthenticatorApp(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('authenticatorApps').where('userId', '=', userId).execute();
}

/** The kinds of second factor an account has: a confirmed authenticator app, passkeys. */
export async function secondFactorsOf(db: Db, userId: number): Promise<SecondFactorKind[]> {
  const app = await db
    .selectFrom('authenticatorApps')
    .select('userId')
    .where('userId', '=', userId)
    .where('confirmedAt', 'is not', null)
    .executeTakeFirst();
  const passkeys = await countPasskeys(db, userId);
  return [...(app ? (['app'] as const) : []), ...(passkeys > 0 ? (['passkey'] as const) : [])];
}

/** Whether an account must give a second factor after its password: it has a confirmed app or a passkey. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return (await secondFactorsOf(db, userId)).length > 0;
}

/** Replaces an account's recovery codes (their hashes): the old ones stop working. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: readonly string[]): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  if (hashes.length > 0)
    await db
      .insertInto('recoveryCodes')
      .values(hashes.map((codeHash) => ({ userId, codeHash })))
      .execute();
}

/** Removes an account's recovery codes once it has no factor left: they stand in for one. */
export async function dropRecoveryCodesWithoutFactor(db: Db, userId: number): Promise<void> {
  if (!(await hasSecondFactor(db, userId))) await replaceRecoveryCodes(db, userId, []);
}

/** Uses a recovery code, once: answers whether it was one of the account's, unused until now. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Removes every factor of an account (its app, its passkeys) and its recovery codes: its owner lost them, or an admin took them away. */
export async function deleteFactorsOf(db: Db, userId: number): Promise<void> {
  await deleteAuthenticatorApp(db, userId);
  await deletePasskeysOf(db, userId);
  await replaceRecoveryCodes(db, userId, []);
}
