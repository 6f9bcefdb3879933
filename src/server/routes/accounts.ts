import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type Account,
  AccountSchema,
  NewAccountSchema,
  PASSWORD_NAMES_ACCOUNT,
  PasswordResetSchema,
  RolesChangeSchema,
} from '#shared/schemas/accounts.ts';
import { passwordNamesAccount } from '#shared/schemas/auth.ts';
import { ApiErrorSchema, IdParamsSchema, MessageSchema } from '#shared/schemas/common.ts';
import {
  AccountExistsError,
  addAccount,
  LastAdminError,
  removeAccount,
  setDisabled,
  setPassword,
  setRoles,
} from '../auth/accounts.ts';
import { accountKey } from '../auth/login-throttle.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { App, AppContext } from '../context.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { findUserById, listUserRecords, type User, type UserRecord } from '../repositories/users.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

const TAG = 'Accounts';
const security = [{ bearerAuth: [] }];
const ERRORS = { ...ADMIN_ERRORS, 409: ApiErrorSchema };
const config = { access: 'admin' } as const;

/** The refusals of accounts.ts, as the API answers them. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LastAdminError) throw new HttpError(409, 'LAST_ADMIN', error.message);
    if (error instanceof AccountExistsError)
      throw new HttpError(409, 'ACCOUNT_EXISTS', error.message, { [error.field]: error.message });
    throw error;
  }
}

/**
 * The accounts that log in to the admin, for ROLE_ADMIN only: list, add with a first password,
 * change roles, disable and enable, unlock, set a new password, delete. Every change that narrows
 * what an account may do ends its sessions in the same transaction (auth/accounts.ts); enabling and
 * unlocking narrow nothing and leave them.
 */
export function accountRoutes(app: App, context: AppContext) {
  const { db, loginThrottle } = context;

  async function accountOf(record: Omit<UserRecord, 'passwordHash'>): Promise<Account> {
    const lockedUntil = await loginThrottle.lockedUntil(accountKey(record.userId));
    const { userId, username, email, roles, disabled, createdAt, lastLoginAt } = record;
    return {
      userId,
      username,
      email,
      roles,
      disabled,
      lockedUntil: lockedUntil?.toISOString() ?? null,
      createdAt,
      lastLoginAt,
    };
  }

  async function current(userId: number): Promise<Account> {
    const [record] = await listUserRecords(db, userId);
    if (!record) throw notFound('The account');
    return accountOf(record);
  }

  async function userOf(request: FastifyRequest): Promise<User> {
    const user = await findUserById(db, (request.params as z.infer<typeof IdParamsSchema>).id);
    if (!user) throw notFound('The account');
    return user;
  }

  const idRoute = (summary: string) => ({
    config,
    schema: { tags: [TAG], summary, security, params: IdParamsSchema, response: { 200: AccountSchema, ...ERRORS } },
  });

  app.get('/accounts', {
    config,
    schema: {
      tags: [TAG],
      summary: 'Every account, with its state',
      security,
      response: { 200: z.array(AccountSchema), ...ADMIN_ERRORS },
    },
    handler: async () => Promise.all((await listUserRecords(db)).map(accountOf)),
  });

  app.post('/accounts', {
    config,
    schema: {
      tags: [TAG],
      summary: 'Add an account with its first password',
      security,
      body: NewAccountSchema,
      response: { 201: AccountSchema, ...ERRORS },
    },
    handler: async (request, reply) => {
      const { password, ...account } = request.body;
      const userId = await answering(async () =>
        addAccount(db, { ...account, passwordHash: await hashPassword(password) }),
      );
      return reply.code(201).send(await current(userId));
    },
  });

  app.put('/accounts/:id/roles', {
    config,
    schema: {
      tags: [TAG],
      summary: 'Change the roles of an account; ends its sessions',
      security,
      params: IdParamsSchema,
      body: RolesChangeSchema,
      response: { 200: AccountSchema, ...ERRORS },
    },
    handler: async (request) => {
      const user = await userOf(request);
      await answering(() => setRoles(db, user, request.body.roles));
      return current(user.userId);
    },
  });

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/accounts/:id/${action}`, {
      ...idRoute(disabled ? 'Disable an account; ends its sessions' : 'Enable a disabled account'),
      handler: async (request) => {
        const user = await userOf(request);
        await answering(() => setDisabled(db, user, disabled));
        return current(user.userId);
      },
    });
  }

  app.post('/accounts/:id/unlock', {
    ...idRoute('Forget the failed logins that lock an account, so that it may log in at once'),
    handler: async (request) => {
      const user = await userOf(request);
      await loginThrottle.unlock(accountKey(user.userId));
      return current(user.userId);
    },
  });

  app.put('/accounts/:id/password', {
    config,
    schema: {
      tags: [TAG],
      summary: 'Set a new password for an account; ends its sessions',
      security,
      params: IdParamsSchema,
      body: PasswordResetSchema,
      response: { 200: AccountSchema, ...ERRORS },
    },
    handler: async (request) => {
      const user = await userOf(request);
      const { password } = request.body;
      if (passwordNamesAccount(password, user)) throw badRequest({ password: PASSWORD_NAMES_ACCOUNT });
      await setPassword(db, user, await hashPassword(password));
      return current(user.userId);
    },
  });

  app.delete('/accounts/:id', {
    config,
    schema: {
      tags: [TAG],
      summary: 'Delete an account with its sessions',
      security,
      params: IdParamsSchema,
      response: { 200: MessageSchema, ...ERRORS },
    },
    handler: async (request) => {
      const user = await userOf(request);
      await answering(() => removeAccount(db, user));
      return { message: `The account ${user.username} is deleted.` };
    },
  });
}
