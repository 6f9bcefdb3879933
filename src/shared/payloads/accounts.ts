import { z } from 'zod';
import { NewPasswordSchema, passwordNamesAccount, RoleSchema } from './auth.ts';

/**
 * The accounts an admin manages (`/accounts…`, ROLE_ADMIN only). A login names an account by its
 * username or its email, so a username holds no `@`: it can never be mistaken for an email.
 */
export const UsernameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a username.')
  .max(64, 'A username has at most 64 characters.')
  .regex(/^[^\s@]+$/, 'A username has no spaces and no @.');

export const AccountEmailSchema = z.email('Enter a valid email address.').max(254);

export const AccountRolesSchema = z
  .array(RoleSchema, 'Choose ROLE_ADMIN, ROLE_USER or both.')
  .min(1, 'Give the account at least one role.')
  .refine((roles) => new Set(roles).size === roles.length, 'Give each role once.');

/** An account as the admin's list shows it; `lockedUntil` is set while too many failed logins lock it. */
export const AccountSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  roles: z.array(RoleSchema),
  disabled: z.boolean(),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Whether it has a second factor, which an admin may remove for it (a lost phone). */
  hasSecondFactor: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const PASSWORD_NAMES_ACCOUNT = 'Choose a password that is not the email or username.';
const NAMES_ACCOUNT_REFUSAL = { path: ['password'], message: PASSWORD_NAMES_ACCOUNT };

/** A new account with its first password (`POST /accounts`); the same password rules as `POST /user/password`. */
export const NewAccountSchema = z
  .object({
    username: UsernameSchema,
    email: AccountEmailSchema,
    roles: AccountRolesSchema,
    password: NewPasswordSchema,
  })
  .refine((account) => !passwordNamesAccount(account.password, account), NAMES_ACCOUNT_REFUSAL);
export type NewAccount = z.infer<typeof NewAccountSchema>;

/** `PUT /accounts/:id/roles`. */
export const RolesChangeSchema = z.object({ roles: AccountRolesSchema });

/** `PUT /accounts/:id/password`: a password an admin sets for an account; its sessions end. */
export const PasswordResetSchema = z.object({ password: NewPasswordSchema });

/**
 * PasswordResetSchema for a known account, whose email and username the password may not be: the
 * admin's form checks it before sending. The API, which learns the account from the path, applies
 * the same rule (passwordNamesAccount) once it has found it.
 */
export const passwordResetSchemaFor = (account: { email: string; username: string }) =>
  PasswordResetSchema.refine(({ password }) => !passwordNamesAccount(password, account), NAMES_ACCOUNT_REFUSAL);
