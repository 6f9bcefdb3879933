import { z } from 'zod';
import { type Role, RoleSchema } from '#shared/schemas/auth.ts';
import type { Db } from '../db/database.ts';

export interface User {
  userId: number;
  username: string;
  email: string;
  passwordHash: string;
  roles: Role[];
}

const RolesColumnSchema = z.array(RoleSchema);

const columns = ['userId', 'username', 'email', 'passwordHash', 'roles'] as const;
const toUser = (row: { userId: number; username: string; email: string; passwordHash: string; roles: string }): User => ({
  ...row,
  roles: RolesColumnSchema.parse(JSON.parse(row.roles)),
});

export async function findUserByLogin(db: Db, usernameOrEmail: string): Promise<User | undefined> {
  const login = usernameOrEmail.trim().toLowerCase();
  const row = await db
    .selectFrom('users')
    .select(columns)
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', login), eb(eb.fn('lower', ['email']), '=', login)]))
    .executeTakeFirst();
  return row && toUser(row);
}

export async function findUserById(db: Db, userId: number): Promise<User | undefined> {
  const row = await db.selectFrom('users').select(columns).where('userId', '=', userId).executeTakeFirst();
  return row && toUser(row);
}

export async function listUsers(db: Db): Promise<User[]> {
  return (await db.selectFrom('users').select(columns).orderBy('userId').execute()).map(toUser);
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
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

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('userId', '=', userId).execute();
}
