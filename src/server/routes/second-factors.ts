import { LoginResponseSchema } from '#shared/payloads/auth.ts';
import {
  AccountFactorsSchema,
  AuthenticatorConfirmedSchema,
  AuthenticatorSetupSchema,
  PasswordConfirmationSchema,
  RecoveryCodesSchema,
  SecondFactorCodeSchema,
} from '#shared/payloads/second-factors.ts';
import { ApiErrorSchema, MessageSchema } from '#shared/schemas/common.ts';
import { owingSecondFactor, signedInOf, tokenOf } from '../auth/access.ts';
import { changeFactors } from '../auth/factor-changes.ts';
import { recordFailedLogin, recordLogin } from '../auth/login-records.ts';
import { accountKey, confirmPassword, throttleAttempt } from '../auth/login-throttle.ts';
import {
  authenticatorSetup,
  newAuthenticatorSecret,
  renewRecoveryCodes,
  stepOfCode,
  takeSecondFactor,
} from '../auth/second-factors.ts';
import type { App, AppContext } from '../context.ts';
import { badRequest, HttpError } from '../errors.ts';
import { listPasskeys } from '../repositories/passkeys.ts';
import {
  acceptAppStep,
  countRecoveryCodesLeft,
  deleteAuthenticatorApp,
  dropRecoveryCodesWithoutFactor,
  findAuthenticatorApp,
  hasSecondFactor,
  insertUnconfirmedApp,
} from '../repositories/second-factors.ts';
import { markSecondFactorGiven } from '../repositories/sessions.ts';
import type { User } from '../repositories/users.ts';
import { passkeyAnswer } from './passkeys.ts';
import { loginAnswer } from './user.ts';

const CODE_REFUSED = 'This code is not right, or it was used already.';

const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * An account's second factor: giving it after the password, and adding, removing and renewing
 * one's own on the account screen (docs/decisions/032-second-factors.md). Every check of a code
 * or a password counts against the account's login throttle, shared by the API instances.
 */
export function secondFactorRoutes(app: App, context: AppContext) {
  const { db } = context;

  /** The account's password, asked again before a factor is taken away or its codes replaced. */
  const checkPassword = (user: User, password: string, address: string) =>
    confirmPassword(context.loginThrottle, user, password, { address, field: 'password' });

  app.post('/user/second-factor', {
    config: { access: 'session', beforeSecondFactor: true },
    schema: {
      tags: ['Users'],
      summary: 'Finish a login with a second factor: a code of the authenticator app, or a recovery code',
      description:
        'For the token a login answered with `secondFactorDue`. A code is accepted once; a recovery code is then used up. ' +
        'Wrong codes count against the same limit as wrong passwords.',
      security: [{ bearerAuth: [] }],
      body: SecondFactorCodeSchema,
      response: { 200: LoginResponseSchema, ...ERRORS },
    },
    handler: async (request) => {
      const { user, sessionId } = owingSecondFactor(request);
      const key = accountKey(user.userId);
      await throttleAttempt(context.loginThrottle, key, request.ip);
      const factor = await takeSecondFactor(db, user.userId, request.body.code);
      if (!factor) {
        const attempt = { name: user.username, userId: user.userId, ip: request.ip };
        await recordFailedLogin(db, { ...attempt, failure: 'wrong-code', why: 'wrong second-factor code' });
        throw new HttpError(401, 'CODE_REFUSED', CODE_REFUSED);
      }
      await context.loginThrottle.succeeded(key, request.ip);
      await markSecondFactorGiven(db, sessionId, factor === 'app' ? 'password-and-app' : 'password-and-recovery-code');
      await recordLogin(db, user, request.ip, {
        factor,
        by: factor === 'app' ? 'an authenticator app' : 'a recovery code',
      });
      // The token it was sent with now opens what the account may do: the session it names is signed in.
      return loginAnswer(user, tokenOf(request));
    },
  });

  app.get('/user/factors', {
    config: { access: 'session', duringFactorSetup: true },
    schema: {
      tags: ['Users'],
      summary: 'The second factors of one’s own account (its app, its passkeys), and how many recovery codes are left',
      security: [{ bearerAuth: [] }],
      response: { 200: AccountFactorsSchema, 401: ApiErrorSchema },
    },
    handler: async (request) => {
      const { userId } = signedInOf(request).user;
      const app = await findAuthenticatorApp(db, userId);
      return {
        authenticatorApp: app?.confirmedAt ? { addedAt: app.confirmedAt } : null,
        passkeys: (await listPasskeys(db, userId)).map(passkeyAnswer),
        recoveryCodesLeft: await countRecoveryCodesLeft(db, userId),
      };
    },
  });

  app.post('/user/factors/app', {
    config: { access: 'session', duringFactorSetup: true },
    schema: {
      tags: ['Users'],
      summary:
        'Start adding an authenticator app: a new secret, its address and QR code, until a first code confirms it',
      security: [{ bearerAuth: [] }],
      response: { 200: AuthenticatorSetupSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user } = signedInOf(request);
      if ((await findAuthenticatorApp(db, user.userId))?.confirmedAt)
        throw new HttpError(409, 'APP_ALREADY_ADDED', 'An authenticator app is already added. Remove it first.');
      const secret = newAuthenticatorSecret();
      await insertUnconfirmedApp(db, user.userId, secret);
      return authenticatorSetup(secret, user.email);
    },
  });

  app.post('/user/factors/app/confirm', {
    config: { access: 'session', duringFactorSetup: true },
    schema: {
      tags: ['Users'],
      summary:
        'Confirm the authenticator app being added with a first code; answers ten recovery codes if it is the first factor',
      security: [{ bearerAuth: [] }],
      body: SecondFactorCodeSchema,
      response: { 200: AuthenticatorConfirmedSchema, ...ERRORS, 404: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user } = signedInOf(request);
      const app = await findAuthenticatorApp(db, user.userId);
      if (!app || app.confirmedAt)
        throw new HttpError(404, 'NO_APP_BEING_ADDED', 'Start adding an authenticator app first.');
      const key = accountKey(user.userId);
      await throttleAttempt(context.loginThrottle, key, request.ip);
      const step = stepOfCode(app.secret, request.body.code);
      const at = new Date().toISOString();
      const recoveryCodes = await changeFactors(
        context,
        user,
        user,
        { action: 'factor-add', factor: 'app' },
        async (trx) => {
          if (step === null || !(await acceptAppStep(trx, user.userId, step, { confirming: true, at })))
            throw badRequest({
              code: 'This code does not match. Check that your phone’s time is right, and enter the newest code.',
            });
          return (await countRecoveryCodesLeft(trx, user.userId)) === 0 ? renewRecoveryCodes(trx, user.userId) : null;
        },
      );
      await context.loginThrottle.succeeded(key, request.ip);
      return { recoveryCodes };
    },
  });

  app.delete('/user/factors/app', {
    config: { access: 'session' },
    schema: {
      tags: ['Users'],
      summary: 'Remove one’s authenticator app, with one’s password; the recovery codes go with the last factor',
      security: [{ bearerAuth: [] }],
      body: PasswordConfirmationSchema,
      response: { 200: MessageSchema, ...ERRORS, 404: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user } = signedInOf(request);
      if (!(await findAuthenticatorApp(db, user.userId))?.confirmedAt)
        throw new HttpError(404, 'NO_APP', 'This account has no authenticator app.');
      await checkPassword(user, request.body.password, request.ip);
      await changeFactors(context, user, user, { action: 'factor-remove', factor: 'app' }, async (trx) => {
        await deleteAuthenticatorApp(trx, user.userId);
        await dropRecoveryCodesWithoutFactor(trx, user.userId);
      });
      return { message: 'The authenticator app is removed.' };
    },
  });

  app.post('/user/factors/recovery-codes', {
    config: { access: 'session' },
    schema: {
      tags: ['Users'],
      summary: 'Make ten new recovery codes, with one’s password; the old ones stop working',
      security: [{ bearerAuth: [] }],
      body: PasswordConfirmationSchema,
      response: { 200: RecoveryCodesSchema, ...ERRORS, 404: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user } = signedInOf(request);
      if (!(await hasSecondFactor(db, user.userId)))
        throw new HttpError(
          404,
          'NO_SECOND_FACTOR',
          'Add an authenticator app or a passkey first: recovery codes stand in for them.',
        );
      await checkPassword(user, request.body.password, request.ip);
      const recoveryCodes = await changeFactors(context, user, user, { action: 'recovery-codes-new' }, (trx) =>
        renewRecoveryCodes(trx, user.userId),
      );
      return { recoveryCodes };
    },
  });
}
