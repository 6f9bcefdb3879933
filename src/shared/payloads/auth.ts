import { z } from 'zod';
import { MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS } from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export const ROLES = ['ROLE_ADMIN', 'ROLE_USER'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const LoginInputSchema = z.object({
  usernameOrEmail: z.string().trim().min(1, 'Enter your email or username.').max(254),
  password: z.string().min(1, 'Enter your password.').max(MAX_PASSWORD_CHARS),
  /** The language the admin signs in with: the account's emails about its factors are written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** The second factors an account may give after its password. */
export const SECOND_FACTOR_KINDS = ['app', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

export const LoginResponseSchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.object({ role: RoleSchema })),
  /**
   * True when the password was right and the account has a second factor: the token then opens
   * only `POST /user/second-factor` (and logging out) until a code is given there.
   */
  secondFactorDue: z.boolean(),
  /**
   * True when the second-factor rule covers the account and it has no factor: the token then opens
   * only setting one up (and logging out) until it has (docs/decisions/032-second-factors.md).
   */
  factorSetupDue: z.boolean(),
  /** With `secondFactorDue`, the factors the account has, so that the second step offers each; empty otherwise. */
  secondFactors: z.array(z.enum(SECOND_FACTOR_KINDS)),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * How a session began: a password alone; a password and then a code of the authenticator app or a
 * passkey; a passkey alone; a password and then a recovery code. Kept with the session, so that
 * the account's list of its sessions says it.
 */
export const SESSION_BEGINNINGS = [
  'password',
  'password-and-app',
  'password-and-passkey',
  'passkey',
  'password-and-recovery-code',
] as const;
export type SessionBeginning = (typeof SESSION_BEGINNINGS)[number];

/** `PUT /user/language`: the language the signed-in account's admin is in now. */
export const AdminLanguageSchema = z.object({ language: z.enum(LANGUAGES, 'Choose sq or en.') });

/** A new password: long enough; the server also refuses one equal to the account's email or username. */
export const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_CHARS, `The new password needs at least ${MIN_PASSWORD_CHARS} characters.`)
  .max(MAX_PASSWORD_CHARS);

/** An account's own change of password (`POST /user/password`). */
export const PasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(MAX_PASSWORD_CHARS),
  newPassword: NewPasswordSchema,
});

/** Whether a password is just the account's email or username, which anyone who knows the account can guess. */
export const passwordNamesAccount = (password: string, account: { email: string; username: string }) =>
  [account.email, account.username].some((name) => name.trim().toLowerCase() === password.trim().toLowerCase());
