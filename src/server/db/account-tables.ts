import type { Generated } from 'kysely';
import type { Language } from '#shared/i18n/languages.ts';
import type { FactorRule } from '#shared/payloads/factor-rule.ts';

/** The tables of the accounts that sign in to the admin, their sessions and their second factors (tables.ts takes them in). */
export interface AccountTables {
  users: { createdAt: Generated<string> } & {
    userId: Generated<number>;
    username: string;
    email: string;
    passwordHash: string;
    /** JSON list of role names. */
    roles: string;
    /** When the account was disabled; a disabled account cannot log in and has no sessions. */
    disabledAt: string | null;
    /** When the account last logged in; null before its first login. */
    lastLoginAt: string | null;
    /** The language its admin speaks (the login's, then the switch's): its factor emails are in it. */
    adminLanguage: Generated<Language>;
  };
  /** The settings that hold for every account: one row, `settingsId` 1. */
  accountSettings: {
    settingsId: number;
    /** Which accounts must have a second factor (FACTOR_RULES). */
    factorRule: Generated<FactorRule>;
    updatedAt: Generated<string>;
    /** The admin who set the rule last; null while it is as the migration left it. */
    updatedBy: string | null;
  };
  /** One row per login; a token names its session, which ends on logout, password change or account change. */
  sessions: {
    sessionId: string;
    userId: number;
    createdAt: Generated<string>;
    lastSeenAt: string;
    /** The absolute end (JWT_EXPIRY after the login); idleness may end it sooner. */
    expiresAt: string;
    /** 1 while the password was given but the account's second factor not yet (auth/second-factors.ts). */
    secondFactorDue: Generated<number>;
    /** How it began (SESSION_BEGINNINGS): a password, a password and a second factor, a passkey, a recovery code. */
    began: Generated<string>;
    /** The browser's User-Agent at the login, for the account's list of its sessions. */
    userAgent: string | null;
  };
  /** An account's authenticator app (TOTP); unconfirmed until a first code matched. */
  authenticatorApps: {
    userId: number;
    secret: string;
    createdAt: Generated<string>;
    confirmedAt: string | null;
    /** The last 30-second step a code was accepted at: a code of that step or before is refused. */
    lastStep: number | null;
  };
  /** An account's single-use recovery codes, as SHA-256 hashes. */
  recoveryCodes: {
    userId: number;
    codeHash: string;
    createdAt: Generated<string>;
    usedAt: string | null;
  };
  /** An account's passkeys (WebAuthn credentials), each with the name its owner gave it. */
  passkeys: {
    passkeyId: Generated<number>;
    userId: number;
    /** The credential's id, base64url, as the browser names it. */
    credentialId: string;
    /** The credential's public key (COSE), base64url. */
    publicKey: string;
    /** The authenticator's signature counter (0 for most passkeys, which do not count). */
    counter: number | string | bigint;
    /** JSON list of how the browser reaches the authenticator ("internal", "hybrid", "usb"…). */
    transports: string | null;
    name: string;
    createdAt: Generated<string>;
    lastUsedAt: string | null;
  };
  /** The challenges of WebAuthn ceremonies under way: single use, until they expire. */
  webauthnChallenges: {
    challenge: string;
    /** What the ceremony is for (PasskeyCeremony). */
    purpose: string;
    /** The account it was made for; none for a passkey sign-in, where the passkey names its account. */
    userId: number | null;
    expiresAt: string;
  };
  /** A forgotten password's emailed link, by its token's SHA-256 hash (routes/password-reset.ts). */
  passwordResets: {
    tokenHash: string;
    userId: number;
    createdAt: Generated<string>;
    /** PASSWORD_RESET_MINUTES after it was sent. */
    expiresAt: string;
    /** When it set a new password, or was voided by another link doing it; null while it may. */
    usedAt: string | null;
  };
}
