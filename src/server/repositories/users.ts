import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import { type Role, RoleSchema } from '#shared/payloads/auth.ts';
import type { Db } from '../db/database.ts';

export interface User {
  userId: number;
  username: string;
  email: string;
  passwordHash: string;
  roles: Role[];
  disabled: boolean;
}

const RolesColumnSchema = z.array(RoleSchema);

export const USER_COLUMNS = ['userId', 'username', 'email', 'passwordHash', 'roles', 'disabledAt'] as const;
export const toUser = ({
  disabledAt,
  ...row
}: {
  userId: number;
  username: string;
  email: string;
  passwordHash: string;
  roles: string;
  disabledAt: string | null;
}): User => ({
  ...row,
  roles: RolesColumnSchema.parse(JSON.parse(row.roles)),
  disabled: disabledAt !== null,
});

export async function findUserByLogin(db: Db, usernameOrEmail: string): Promise<User | undefined> {
  const login = usernameOrEmail.trim().toLowerCase();
  const row = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', login), eb(eb.fn('lower', ['email']), '=', login)]))
    .executeTakeFirst();
  return row && toUser(row);
}

export async function findUserById(db: Db, userId: number): Promise<User | undefined> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('userId', '=', userId).executeTakeFirst();
  return row && toUser(row);
}

/** An account as the admin's list shows it: the user, and when it was created and last logged in. */
export interface UserRecord extends User {
  createdAt: string;
  lastLoginAt: string | null;
}

/** Every account, or the one of `userId`. */
export async function listUserRecords(db: Db, userId?: number): Promise<UserRecord[]> {
  let query = db.selectFrom('users').select([...USER_COLUMNS, 'createdAt', 'lastLoginAt']);
  if (userId !== undefined) query = query.where('userId', '=', userId);
  const rows = await query.orderBy('userId').execute();
  return rows.map(({ createdAt, lastLoginAt, ...row }) => ({ ...toUser(row), createdAt, lastLoginAt }));
}

export async function listUsers(db: Db): Promise<User[]> {
  return (await db.selectFrom('users').select(USER_COLUMNS).orderBy('userId').execute()).map(toUser);
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertUser(
  db: Db,
  user: { username: string; email: string; passwordHash: string; roles: Role[] },
): Promise<number> {
  const { userId } = await db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase(), roles: JSON.stringify(user.roles) })
    .returning('userId')
    .executeTakeFirstOrThrow();
  return userId;
}

/**
 * Inserts `user` unless an account with its name or email exists, in one statement: instances that
 * start together on an empty database create the first admin once. True when it was inserted.
 */
export async function insertUserOnce(
  db: Db,
  user: { username: string; email: string; passwordHash: string; roles: Role[] },
): Promise<boolean> {
  const inserted = await db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase(), roles: JSON.stringify(user.roles) })
    .onConflict((conflict) => conflict.doNothing())
    .returning('userId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('userId', '=', userId).execute();
}

export async function updateRoles(db: Db, userId: number, roles: Role[]): Promise<void> {
  await db
    .updateTable('users')
    .set({ roles: JSON.stringify(roles) })
    .where('userId', '=', userId)
    .execute();
}

export async function updateDisabledAt(db: Db, userId: number, disabledAt: string | null): Promise<void> {
  await db.updateTable('users').set({ disabledAt }).where('userId', '=', userId).execute();
}

export async function updateLastLoginAt(db: Db, userId: number, lastLoginAt: string): Promise<void> {
  await db.updateTable('users').set({ lastLoginAt }).where('userId', '=', userId).execute();
}

export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('userId', '=', userId).execute();
}

/** The language the account's admin speaks, which its emails are written in. */
export async function findAdminLanguage(db: Db, userId: number): Promise<Language> {
  const row = await db.selectFrom('users').select('adminLanguage').where('userId', '=', userId).executeTakeFirst();
  return row?.adminLanguage ?? DEFAULT_LANGUAGE;
}

export async function updateAdminLanguage(db: Db, userId: number, adminLanguage: Language): Promise<void> {
  await db.updateTable('users').set({ adminLanguage }).where('userId', '=', userId).execute();
}
