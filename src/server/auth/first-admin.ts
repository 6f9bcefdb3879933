import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { countUsers, insertUserOnce } from '../repositories/users.ts';
import { hashPassword } from './passwords.ts';

/** On an empty database, creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD. */
export async function ensureFirstAdmin(db: Db, log: FastifyBaseLogger, email?: string, password?: string) {
  if ((await countUsers(db)) > 0) return;
  if (!email || !password) {
    log.warn('No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run user -- add`.');
    return;
  }
  const username = email.split('@')[0] ?? email;
  const passwordHash = await hashPassword(password);
  if (await insertUserOnce(db, { username, email, passwordHash, roles: ['ROLE_ADMIN'] })) {
    log.info({ email }, 'created the first admin account');
  }
}
