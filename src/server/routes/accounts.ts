import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type Account,
  AccountSchema,
  NewAccountSchema,
  PASSWORD_NAMES_ACCOUNT,
  PasswordResetSchema,
  RolesChangeSchema,
} from '#shared/payloads/accounts.ts';
import { ACCOUNT_KIND, type ActivityAction } from '#shared/payloads/activity.ts';
import { passwordNamesAccount, type Role } from '#shared/payloads/auth.ts';
import { ApiErrorSchema, IdParamsSchema, MessageSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import {
  AccountExistsError,
  addAccount,
  LastAdminError,
  removeAccount,
  setDisabled,
  setPassword,
  setRoles,
} from '../auth/accounts.ts';
import { changeFactors } from '../auth/factor-changes.ts';
import { accountKey } from '../auth/login-throttle.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import type { App, AppContext } from '../context.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { insertActivity } from '../repositories/activity.ts';
import { deleteFactorsOf, hasSecondFactor } from '../repositories/second-factors.ts';
import { findUserById, listUserRecords, type User, type UserRecord } from '../repositories/users.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

const TAG = 'Accounts';
const security = [{ bearerAuth: [] }];
const ERRORS = { ...ADMIN_ERRORS, 409: ApiErrorSchema };
const config = { access: 'admin' } as const;

/** How the activity log tells each change an admin makes to an account: "Disabled the account “ed”". */
const ACCOUNT_CHANGES = {
  'account-create': 'Added the account',
  'account-roles': 'Changed the roles of',
  'account-disable': 'Disabled the account',
  'account-enable': 'Enabled the account',
  'account-unlock': 'Unlocked the account',
  'account-password': 'Set a new password for',
  'account-delete': 'Deleted the account',
} as const satisfies Partial<Record<ActivityAction, string>>;
type AccountChange = keyof typeof ACCOUNT_CHANGES;

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
      hasSecondFactor: await hasSecondFactor(db, userId),
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

  /**
   * Logs a change the admin of `request` made to `account`, once it is made, outside its
   * transaction: one rule for every change, an unlock's included, whose lock lives with the login
   * throttle rather than in the database. A crash in between loses the line, never the change.
   */
  const logChange = (
    request: FastifyRequest,
    action: AccountChange,
    account: Pick<User, 'userId' | 'username'>,
    roles?: Role[],
  ) =>
    insertActivity(db, {
      actor: signedInOf(request).user.username,
      action,
      kind: ACCOUNT_KIND,
      entityId: account.userId,
      summary: `${ACCOUNT_CHANGES[action]} “${account.username}”${roles ? `: ${roles.join(', ')}` : ''}`,
      details: { username: account.username, ...(roles && { roles }) },
    });

  /** Makes `change` to the account of `:id`, logs it as `action`, and answers the account as it is then. */
  async function changeAccount(
    request: FastifyRequest,
    action: AccountChange,
    change: (user: User) => Promise<unknown>,
    roles?: Role[],
  ): Promise<Account> {
    const user = await userOf(request);
    await answering(() => change(user));
    await logChange(request, action, user, roles);
    return current(user.userId);
  }

  /** The options of a change to the account of `:id` that answers the account. */
  const idRoute = (summary: string) => ({
    config,
    schema: { tags: [TAG], summary, security, params: IdParamsSchema, response: { 200: AccountSchema, ...ERRORS } },
  });

  /** idRoute for a change that takes a `body`. */
  const idRouteWithBody = <Body extends z.ZodType>(summary: string, body: Body) => {
    const route = idRoute(summary);
    return { ...route, schema: { ...route.schema, body } };
  };

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
      await logChange(request, 'account-create', { ...account, userId }, account.roles);
      return reply.code(201).send(await current(userId));
    },
  });

  app.put('/accounts/:id/roles', {
    ...idRouteWithBody('Change the roles of an account; ends its sessions', RolesChangeSchema),
    handler: (request) => {
      const { roles } = request.body;
      return changeAccount(request, 'account-roles', (user) => setRoles(db, user, roles), roles);
    },
  });

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/accounts/:id/${action}`, {
      ...idRoute(disabled ? 'Disable an account; ends its sessions' : 'Enable a disabled account'),
      handler: (request) => changeAccount(request, `account-${action}`, (user) => setDisabled(db, user, disabled)),
    });
  }

  app.post('/accounts/:id/unlock', {
    ...idRoute('Forget the failed logins that lock an account, so that it may log in at once'),
    handler: (request) =>
      changeAccount(request, 'account-unlock', (user) => loginThrottle.unlock(accountKey(user.userId))),
  });

  app.put('/accounts/:id/password', {
    ...idRouteWithBody('Set a new password for an account; ends its sessions', PasswordResetSchema),
    handler: (request) =>
      changeAccount(request, 'account-password', async (user) => {
        const { password } = request.body;
        if (passwordNamesAccount(password, user)) throw badRequest({ password: PASSWORD_NAMES_ACCOUNT });
        await setPassword(db, user, await hashPassword(password));
      }),
  });

  app.delete('/accounts/:id/factors', {
    ...idRoute('Remove every second factor of another account (a lost phone); ends its sessions and emails its owner'),
    handler: async (request) => {
      const user = await userOf(request);
      const admin = signedInOf(request).user;
      // One's own factors go on one's account screen, with one's password: a session left open must not remove them.
      if (user.userId === admin.userId)
        throw new HttpError(
          409,
          'OWN_FACTORS',
          'Remove your own factors on your account screen, where your password is asked.',
        );
      if (!(await hasSecondFactor(db, user.userId)))
        throw new HttpError(409, 'NO_SECOND_FACTOR', `${user.username} has no second factor.`);
      await changeFactors(context, user, admin, { action: 'factor-remove' }, async (trx) => {
        await deleteFactorsOf(trx, user.userId);
        // Its sessions began with the factors it no longer has: it signs in again, and sets up a new one where the rule asks.
        await endSessionsOf(trx, user.userId);
      });
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
      await logChange(request, 'account-delete', user);
      return { message: `The account ${user.username} is deleted.` };
    },
  });
}
