import { z } from 'zod';
import { PasskeySchema } from './passkeys.ts';

/**
 * A second factor after the password (docs/decisions/032-second-factors.md): an authenticator app
 * (TOTP, RFC 6238: 6 digits every 30 seconds) with ten single-use recovery codes.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** Steps of clock drift accepted either side of the current one. */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code's letters, shown in two groups of five ("7KQ2M-XH4PD"); typed with or without the dash, in any case. */
export const RECOVERY_CODE_CHARS = 10;

/** The second factors an account has, for its own account screen (`GET /user/factors`). */
export const AccountFactorsSchema = z.object({
  /** When its authenticator app was confirmed; null without one. */
  authenticatorApp: z.object({ addedAt: z.string() }).nullable(),
  /** Its passkeys, oldest first. */
  passkeys: z.array(PasskeySchema),
  /** Its recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
});
export type AccountFactors = z.infer<typeof AccountFactorsSchema>;

/** An authenticator app being added: its secret as text to type, as an otpauth:// address, and that address as a QR code (SVG). */
export const AuthenticatorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrSvg: z.string(),
});
export type AuthenticatorSetup = z.infer<typeof AuthenticatorSetupSchema>;

/** A code from the authenticator app (6 digits) or a recovery code, as typed: spaces and dashes are ignored. */
export const SecondFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app, or a recovery code.')
    .max(40)
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
});

/** The current password, asked again before a factor is removed or the recovery codes are made anew. */
export const PasswordConfirmationSchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(200),
});

/** Recovery codes, shown once: after the first factor is added, or when made anew. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The answer to confirming an authenticator app: the recovery codes when this was the account's first factor. */
export const AuthenticatorConfirmedSchema = z.object({ recoveryCodes: z.array(z.string()).nullable() });
