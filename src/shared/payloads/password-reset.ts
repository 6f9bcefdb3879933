import { z } from 'zod';
import { ADMIN_ROOT } from '../admin-paths.ts';
import { MAX_EMAIL_CHARS } from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { NewPasswordSchema } from './auth.ts';

/**
 * A forgotten password answered by email (docs/decisions/032-second-factors.md#a-forgotten-password):
 * a link that works once, for PASSWORD_RESET_MINUTES, for the account it was sent to.
 */
export const PASSWORD_RESET_MINUTES = 30;

/** The admin's screen the emailed link opens, with `token` (and the email's `language`) as its query. */
export const PASSWORD_RESET_PATH = `${ADMIN_ROOT}/resetpassword`;

/** `POST /user/password/forgot`: the email an account may have, and the language to write to it in. */
export const ForgottenPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email.').max(MAX_EMAIL_CHARS),
  language: z.enum(LANGUAGES),
});
export type ForgottenPassword = z.infer<typeof ForgottenPasswordSchema>;

/** The one answer to a forgotten password, whether or not an account has the email. */
export const FORGOTTEN_PASSWORD_ANSWER =
  'If an account has this email, a link to choose a new password is on its way. It works once, for 30 minutes.';

/** `POST /user/password/reset`: the emailed link's token and the new password. */
export const PasswordResetSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: NewPasswordSchema,
});
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** The refusal of a link that was used, has expired, or never was one. */
export const RESET_LINK_REFUSED = 'This link has expired or was used already. Ask for a new one.';
