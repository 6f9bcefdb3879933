import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  type AuthenticatorSetup,
  RECOVERY_CODE_CHARS,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_PERIOD_S,
} from '#shared/payloads/second-factors.ts';
import type { Db } from '../db/database.ts';
import {
  acceptAppStep,
  findAuthenticatorApp,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from '../repositories/second-factors.ts';

/** What an authenticator app lists the account under. */
const ISSUER = 'Tirana Group admin';
/** A recovery code's letters: no 0/O, 1/I/L, which are read one for the other. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new authenticator secret: 160 random bits (RFC 4226's recommended length), as base32. */
export const newAuthenticatorSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, account = '') =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  });

/** What the account screen shows to add an app: the secret in groups of four, the otpauth:// address and its QR code. */
export async function authenticatorSetup(secret: string, account: string): Promise<AuthenticatorSetup> {
  const uri = totpOf(secret, account).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: secret.replace(/(.{4})(?=.)/g, '$1 '), uri, qrSvg };
}

/** The 30-second step whose code `code` is, within the clock drift allowed; null when it is none of them. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code an app shows at `now`: for the tests, which sign in as a phone would. */
export const codeAt = (secret: string, now = Date.now()) => totpOf(secret).generate({ timestamp: now });

/** A recovery code as stored: typed codes are compared without dashes or spaces, in capitals. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

/** Ten new recovery codes for an account, stored as hashes (the old ones stop working); answers them, to be shown once. */
export async function renewRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from(
      { length: RECOVERY_CODE_CHARS },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
  });
  await replaceRecoveryCodes(db, userId, codes.map(recoveryCodeHash));
  return codes;
}

/**
 * Takes a second factor after the password: a code of the account's confirmed app, accepted once
 * (a code of a step already used is refused), or one of its unused recovery codes, which is used
 * up. Answers which it was, or null when it is neither.
 */
export async function takeSecondFactor(
  db: Db,
  userId: number,
  code: string,
  now = new Date(),
): Promise<'app' | 'recovery-code' | null> {
  const app = await findAuthenticatorApp(db, userId);
  if (app?.confirmedAt) {
    const step = stepOfCode(app.secret, code, now.getTime());
    if (step !== null)
      return (await acceptAppStep(db, userId, step, { confirming: false, at: now.toISOString() })) ? 'app' : null;
  }
  return (await spendRecoveryCode(db, userId, recoveryCodeHash(code), now.toISOString())) ? 'recovery-code' : null;
}
