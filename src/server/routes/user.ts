import { ACCOUNT_KIND } from '#shared/payloads/activity.ts';
import {
  AdminLanguageSchema,
  LoginInputSchema,
  LoginResponseSchema,
  PasswordChangeSchema,
  passwordNamesAccount,
  type SecondFactorKind,
} from '#shared/payloads/auth.ts';
import { ApiErrorSchema, MessageSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import { factorSetupDue, ruleCoversAccount } from '../auth/factor-rule.ts';
import { recordFailedLogin, recordLogin } from '../auth/login-records.ts';
import { accountKey, confirmPassword, throttleAttempt } from '../auth/login-throttle.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endSession, endSessionsOf, openSession } from '../auth/sessions.ts';
import type { App, AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError } from '../errors.ts';
import { insertActivity } from '../repositories/activity.ts';
import { secondFactorsOf } from '../repositories/second-factors.ts';
import { findUserByLogin, type User, updateAdminLanguage, updatePasswordHash } from '../repositories/users.ts';

const LOGIN_FAILED = 'Login failed. Please check your email and password.';

/** The throttle's key of a login: the account whatever name was typed, or the typed name when no account has it. */
const throttleKey = (user: User | undefined, typed: string) =>
  user ? accountKey(user.userId) : `name:${typed.trim().toLowerCase()}`;

/** What a login's token opens for now: only its second factor, or only setting one up the rule asks for. */
export interface LoginDue {
  /** The factors of an account whose session still owes one of them. */
  secondFactors?: readonly SecondFactorKind[];
  factorSetupDue?: boolean;
}

/**
 * What a session opened by a password owes: the second factor of an account that has one, or,
 * for one that has none, setting one up where the rule asks.
 */
export async function dueAfterPassword(db: Db, user: User): Promise<Required<LoginDue>> {
  const secondFactors = await secondFactorsOf(db, user.userId);
  return { secondFactors, factorSetupDue: secondFactors.length === 0 && (await ruleCoversAccount(db, user)) };
}

/** The login response, in the shape docs/product.md#entities-and-their-fields gives it: the session's token with the account. */
export const loginAnswer = (user: User, token: string, due: LoginDue = {}) => ({
  token,
  userId: user.userId,
  username: user.username,
  email: user.email,
  roles: user.roles.map((role) => ({ role })),
  secondFactorDue: (due.secondFactors?.length ?? 0) > 0,
  factorSetupDue: due.factorSetupDue ?? false,
  secondFactors: [...(due.secondFactors ?? [])],
});

/** A new session's token with the account. */
export const sessionAnswer = async (
  context: AppContext,
  user: User,
  session: Awaited<ReturnType<typeof openSession>>,
  due: LoginDue = {},
) => loginAnswer(user, await context.tokens.sign(user.userId, user.roles, session), due);

/** Logging in and out, and an account's change of its own password. */
export function userRoutes(app: App, context: AppContext) {
  app.post('/user/login', {
    config: { access: 'public' },
    schema: {
      tags: ['Users'],
      summary: 'Log in with a username or email and a password; opens a session',
      body: LoginInputSchema,
      response: {
        200: LoginResponseSchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        429: ApiErrorSchema,
        503: ApiErrorSchema,
      },
    },
    handler: async (request) => {
      const { usernameOrEmail, password, language } = request.body;
      const user = await findUserByLogin(context.db, usernameOrEmail);
      const key = throttleKey(user, usernameOrEmail);
      await throttleAttempt(context.loginThrottle, key, request.ip);
      // An unknown user costs one hash check too, so timing does not tell which accounts exist.
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !valid || user.disabled) {
        // The name as typed, never the password; the reason is for admins, the answer stays the same.
        const failure = !user ? 'no-account' : !valid ? 'wrong-password' : 'disabled';
        const reason = {
          'no-account': 'no such account',
          'wrong-password': 'wrong password',
          disabled: 'account disabled',
        };
        const attempt = { name: usernameOrEmail.trim(), userId: user?.userId, ip: request.ip };
        await recordFailedLogin(context.db, { ...attempt, failure, why: reason[failure] });
        throw new HttpError(401, 'LOGIN_FAILED', LOGIN_FAILED);
      }
      if (language) await updateAdminLanguage(context.db, user.userId, language);
      // With a second factor the login is not over: its attempt stays counted until the code is given.
      const due = await dueAfterPassword(context.db, user);
      const session = await openSession(context.db, user.userId, context.sessionTimes, {
        began: 'password',
        userAgent: request.headers['user-agent'],
        secondFactorDue: due.secondFactors.length > 0,
      });
      if (due.secondFactors.length === 0) {
        await context.loginThrottle.succeeded(key, request.ip);
        await recordLogin(context.db, user, request.ip, { at: session.openedAt });
      }
      return sessionAnswer(context, user, session, due);
    },
  });

  app.post('/user/logout', {
    config: { access: 'session', beforeSecondFactor: true, duringFactorSetup: true },
    schema: {
      tags: ['Users'],
      summary: 'End the session of the token sent; the token opens nothing afterwards',
      security: [{ bearerAuth: [] }],
      response: { 200: MessageSchema, 401: ApiErrorSchema },
    },
    handler: async (request) => {
      await endSession(context.db, signedInOf(request).sessionId);
      return { message: 'You are logged out.' };
    },
  });

  app.post('/user/password', {
    config: { access: 'session' },
    schema: {
      tags: ['Users'],
      summary: 'Change one’s own password; ends every session of the account and answers a new one',
      security: [{ bearerAuth: [] }],
      body: PasswordChangeSchema,
      response: { 200: LoginResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user } = signedInOf(request);
      const { currentPassword, newPassword } = request.body;
      if (passwordNamesAccount(newPassword, user)) {
        throw badRequest({ newPassword: 'Choose a password that is not your email or username.' });
      }
      await confirmPassword(context.loginThrottle, user, currentPassword, {
        address: request.ip,
        field: 'currentPassword',
      });
      const passwordHash = await hashPassword(newPassword);
      const session = await context.db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, user.userId, passwordHash);
        await endSessionsOf(trx, user.userId);
        await insertActivity(trx, {
          actor: user.username,
          action: 'password-change',
          kind: ACCOUNT_KIND,
          entityId: user.userId,
          summary: `Changed the password of their own account “${user.username}”`,
          details: { username: user.username },
        });
        return openSession(trx, user.userId, context.sessionTimes, {
          began: 'password',
          userAgent: request.headers['user-agent'],
        });
      });
      return sessionAnswer(context, user, session, { factorSetupDue: await factorSetupDue(context.db, user) });
    },
  });

  app.put('/user/language', {
    // The language switch works on the screen that sets up a factor too.
    config: { access: 'session', duringFactorSetup: true },
    schema: {
      tags: ['Users'],
      summary: 'Say which language one’s admin is in: the account’s emails about its factors are written in it',
      security: [{ bearerAuth: [] }],
      body: AdminLanguageSchema,
      response: { 200: MessageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
    },
    handler: async (request) => {
      await updateAdminLanguage(context.db, signedInOf(request).user.userId, request.body.language);
      return { message: 'The language is saved.' };
    },
  });
}
