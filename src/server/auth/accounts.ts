import type { Role } from '#shared/payloads/auth.ts';
import type { Db } from '../db/database.ts';
import {
  deleteUser,
  findUserByLogin,
  insertUser,
  listUsers,
  type User,
  updateDisabledAt,
  updatePasswordHash,
  updateRoles,
} from '../repositories/users.ts';
import { endSessionsOf } from './sessions.ts';

/**
 * Changes to an account that end its sessions in the same transaction, so that no token of the
 * account opens anything once the change is made. The last enabled admin cannot be taken away.
 */

/** A change refused because it would leave no admin who can log in (the API answers 409). */
export class LastAdminError extends Error {}

/** An account that cannot be added because another has its username or email (the API answers 409). */
export class AccountExistsError extends Error {
  readonly field: 'username' | 'email';
  constructor(field: 'username' | 'email', value: string) {
    super(`An account with the ${field} ${value} exists already.`);
    this.field = field;
  }
}

const isActiveAdmin = (user: User) => !user.disabled && user.roles.includes('ROLE_ADMIN');

async function keepAnAdmin(db: Db, user: User, after: { disabled: boolean; roles: Role[] } | null) {
  if (!isActiveAdmin(user) || (after && !after.disabled && after.roles.includes('ROLE_ADMIN'))) return;
  const others = (await listUsers(db)).filter((other) => other.userId !== user.userId && isActiveAdmin(other));
  if (others.length === 0)
    throw new LastAdminError(`${user.username} is the last admin who can log in; add or enable another admin first.`);
}

/**
 * Adds an account with its first password, unless another account has its username or email
 * (names compare without case, as logins do). Answers the new account's id.
 */
export async function addAccount(
  db: Db,
  account: { username: string; email: string; passwordHash: string; roles: Role[] },
): Promise<number> {
  for (const field of ['username', 'email'] as const) {
    if (await findUserByLogin(db, account[field])) throw new AccountExistsError(field, account[field]);
  }
  return insertUser(db, account);
}

export function setPassword(db: Db, user: User, passwordHash: string) {
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.userId, passwordHash);
    await endSessionsOf(trx, user.userId);
  });
}

export function setDisabled(db: Db, user: User, disabled: boolean) {
  return db.transaction().execute(async (trx) => {
    await keepAnAdmin(trx, user, { disabled, roles: user.roles });
    await updateDisabledAt(trx, user.userId, disabled ? new Date().toISOString() : null);
    await endSessionsOf(trx, user.userId);
  });
}

export function setRoles(db: Db, user: User, roles: Role[]) {
  return db.transaction().execute(async (trx) => {
    await keepAnAdmin(trx, user, { disabled: user.disabled, roles });
    await updateRoles(trx, user.userId, roles);
    await endSessionsOf(trx, user.userId);
  });
}

/** Deletes an account; its sessions go with it (ON DELETE CASCADE), in the same statement. */
export function removeAccount(db: Db, user: User) {
  return db.transaction().execute(async (trx) => {
    await keepAnAdmin(trx, user, null);
    await deleteUser(trx, user.userId);
  });
}
