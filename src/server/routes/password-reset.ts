import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_KIND } from '#shared/payloads/activity.ts';
import { LoginResponseSchema, passwordNamesAccount } from '#shared/payloads/auth.ts';
import {
  FORGOTTEN_PASSWORD_ANSWER,
  ForgottenPasswordSchema,
  PASSWORD_RESET_MINUTES,
  PasswordResetSchema,
  RESET_LINK_REFUSED,
} from '#shared/payloads/password-reset.ts';
import { ApiErrorSchema, MessageSchema } from '#shared/schemas/common.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endSessionsOf, openSession } from '../auth/sessions.ts';
import type { App, AppContext } from '../context.ts';
import { badRequest, HttpError } from '../errors.ts';
import { passwordResetMail } from '../mail/password-reset-mail.ts';
import { insertActivity } from '../repositories/activity.ts';
import { insertMails } from '../repositories/mails.ts';
import {
  deleteOldResets,
  findUsableReset,
  insertPasswordReset,
  useReset,
  voidResetsOf,
} from '../repositories/password-resets.ts';
import { findUserById, findUserByLogin, updateLastLoginAt, updatePasswordHash } from '../repositories/users.ts';
import { dueAfterPassword, sessionAnswer } from './user.ts';

const RESET_MS = PASSWORD_RESET_MINUTES * 60 * 1000;

// The forgotten password's answer waits at least this long, whether an email was written or not,
// so that its time tells no one whether an account has the address.
const FORGOT_ANSWER_MIN_MS = 250;

/** A link's token is 256 random bits: a fast hash keeps it as safe as a slow one would. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A forgotten password (docs/decisions/032-second-factors.md#a-forgotten-password): a link by
 * email that works once, for PASSWORD_RESET_MINUTES, for that account only; setting the new
 * password ends every session of the account and opens a new one, which still owes the second factor.
 */
export function passwordResetRoutes(app: App, context: AppContext) {
  const { db, mail } = context;

  app.post('/user/password/forgot', {
    config: { access: 'public' },
    schema: {
      tags: ['Users'],
      summary: 'Ask for a link to choose a new password, sent to the account with this email',
      description:
        'Answers the same whether or not an account has the email; a disabled account gets nothing. ' +
        'Limited per email and per address (429 with Retry-After).',
      body: ForgottenPasswordSchema,
      response: { 200: MessageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, 503: ApiErrorSchema },
    },
    handler: async (request) => {
      const started = Date.now();
      const { email, language } = request.body;
      await context.resetLimit.count(email, request.ip);
      const typed = email.trim().toLowerCase();
      const found = await findUserByLogin(db, typed);
      const account = found && !found.disabled && found.email.toLowerCase() === typed ? found : undefined;
      // The token and its email are made whether or not they are kept, so that both ways cost alike.
      const token = randomBytes(32).toString('base64url');
      const now = new Date(started);
      const composed = passwordResetMail(account ?? { email: typed, username: typed }, token, language, mail.settings);
      await db.transaction().execute(async (trx) => {
        await deleteOldResets(trx, now.toISOString());
        if (!account) return;
        const expiresAt = new Date(started + RESET_MS).toISOString();
        await insertPasswordReset(trx, { tokenHash: hashToken(token), userId: account.userId, expiresAt });
        if (mail.settings.transportUrl) await insertMails(trx, [composed]);
      });
      mail.sender.wake();
      await sleep(Math.max(0, started + FORGOT_ANSWER_MIN_MS - Date.now()));
      return { message: FORGOTTEN_PASSWORD_ANSWER };
    },
  });

  app.post('/user/password/reset', {
    config: { access: 'public' },
    schema: {
      tags: ['Users'],
      summary: 'Choose a new password with an emailed link; ends every session of the account and opens a new one',
      description:
        'The link works once, for 30 minutes. The answer is a login: with `secondFactorDue` when the account has ' +
        'a second factor, which `POST /user/second-factor` then takes.',
      body: PasswordResetSchema,
      response: { 200: LoginResponseSchema, 400: ApiErrorSchema },
    },
    handler: async (request) => {
      const { token, newPassword } = request.body;
      const tokenHash = hashToken(token);
      const refused = () => new HttpError(400, 'RESET_LINK_REFUSED', RESET_LINK_REFUSED);
      const reset = await findUsableReset(db, tokenHash, new Date().toISOString());
      const user = reset && (await findUserById(db, reset.userId));
      if (!user || user.disabled) throw refused();
      if (passwordNamesAccount(newPassword, user)) {
        throw badRequest({ newPassword: 'Choose a password that is not your email or username.' });
      }
      const passwordHash = await hashPassword(newPassword);
      const due = await dueAfterPassword(db, user);
      const secondFactorDue = due.secondFactors.length > 0;
      const session = await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        if (!(await useReset(trx, tokenHash, now))) return undefined;
        await updatePasswordHash(trx, user.userId, passwordHash);
        await voidResetsOf(trx, user.userId, now);
        await endSessionsOf(trx, user.userId);
        await insertActivity(trx, {
          actor: user.username,
          action: 'password-reset',
          kind: ACCOUNT_KIND,
          entityId: user.userId,
          summary: `Set a new password of their account “${user.username}” with an emailed link, from ${request.ip}`,
          details: { username: user.username, ip: request.ip },
        });
        if (!secondFactorDue) await updateLastLoginAt(trx, user.userId, now);
        return openSession(trx, user.userId, context.sessionTimes, {
          began: 'password',
          userAgent: request.headers['user-agent'],
          secondFactorDue,
        });
      });
      // Another request used the link between the look and the write.
      if (!session) throw refused();
      return sessionAnswer(context, user, session, due);
    },
  });
}
