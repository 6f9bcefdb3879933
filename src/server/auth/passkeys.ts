import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG, decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { WebAuthnOptions } from '#shared/payloads/passkeys.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { insertChallenge, type PasskeyRow, takeChallenge } from '../repositories/passkeys.ts';
import type { User } from '../repositories/users.ts';

/**
 * The relying party of the passkeys: the origin the admin runs on (the site's, PUBLIC_SITE_ORIGIN's
 * first), and its host name as the RP ID. A passkey made for one RP ID works only there.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export const relyingPartyOf = (origin: string): RelyingParty => {
  const url = new URL(origin);
  return { id: url.hostname, name: 'Tirana Group admin', origin: url.origin };
};

// The keys every passkey provider makes. The library would add ML-DSA-44 where Node has it, through
// a Web Crypto API that Node still marks experimental (and warns of on every registration).
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** What a ceremony is for: its challenge is taken only by the same purpose (and the same account, where one is named). */
export type PasskeyCeremony = 'registration' | 'sign-in' | 'second-factor';

/** How long a ceremony may take, from its options to its answer; its challenge expires then. */
export const PASSKEY_CEREMONY_MS = 5 * 60 * 1000;

/**
 * A passkey signing in alone stands for both factors: the authenticator must verify its user (a
 * PIN, a fingerprint, a face). After a password, the presence of the passkey is the second factor.
 */
const USER_VERIFICATION = { 'sign-in': 'required', 'second-factor': 'preferred' } as const;

async function keepChallenge(db: Db, challenge: string, purpose: PasskeyCeremony, userId: number | null) {
  const now = Date.now();
  await insertChallenge(
    db,
    { challenge, purpose, userId, expiresAt: new Date(now + PASSKEY_CEREMONY_MS).toISOString() },
    new Date(now).toISOString(),
  );
}

/** A refusal of a ceremony's answer, with a code that says which check failed. */
export const PASSKEY_REFUSALS = {
  challenge: (status: 400 | 401) =>
    new HttpError(
      status,
      'PASSKEY_CHALLENGE_REFUSED',
      'This passkey request has expired or was used already. Please try again.',
    ),
  origin: (status: 400 | 401) =>
    new HttpError(status, 'PASSKEY_WRONG_ORIGIN', 'This passkey answer was made for another site.'),
  unknown: () => new HttpError(401, 'PASSKEY_UNKNOWN', 'This passkey is not known here. Sign in with your password.'),
  otherAccount: () => new HttpError(401, 'PASSKEY_NOT_YOURS', 'This passkey belongs to another account.'),
  invalid: (status: 400 | 401) => new HttpError(status, 'PASSKEY_REFUSED', 'This passkey could not be verified.'),
};

/**
 * Reads which challenge and origin a browser's answer names (the library then checks both), uses
 * the challenge up, and refuses an answer whose challenge is not one of `purpose`'s, unexpired.
 */
async function spendChallengeOf(
  db: Db,
  response: { response: { clientDataJSON: string } },
  purpose: PasskeyCeremony,
  userId: number | null,
  status: 400 | 401,
): Promise<{ challenge: string; origin: string }> {
  let clientData: { challenge: string; origin: string };
  try {
    clientData = decodeClientDataJSON(response.response.clientDataJSON);
  } catch {
    throw PASSKEY_REFUSALS.invalid(status);
  }
  if (typeof clientData.challenge !== 'string' || typeof clientData.origin !== 'string')
    throw PASSKEY_REFUSALS.invalid(status);
  const taken = await takeChallenge(db, clientData.challenge, { purpose, userId, now: new Date().toISOString() });
  if (!taken) throw PASSKEY_REFUSALS.challenge(status);
  return clientData;
}

/** The options to make a passkey for `user`, whose passkeys the browser is told not to make again. */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: User,
  existing: readonly PasskeyRow[],
): Promise<WebAuthnOptions> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.username,
    // The same handle for every passkey of an account, so that an authenticator keeps one per account.
    userID: isoUint8Array.fromUTF8String(`account-${user.userId}`),
    timeout: PASSKEY_CEREMONY_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    // Discoverable, so that signing in needs no name typed; verified, so that it can stand alone.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await keepChallenge(db, options.challenge, 'registration', user.userId);
  return { ...options };
}

/** Checks a passkey made in the browser for `user`; answers its credential to keep. */
export async function verifyRegistration(db: Db, rp: RelyingParty, user: User, response: RegistrationResponseJSON) {
  const { challenge, origin } = await spendChallengeOf(db, response, 'registration', user.userId, 400);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!verified?.verified) throw origin === rp.origin ? PASSKEY_REFUSALS.invalid(400) : PASSKEY_REFUSALS.origin(400);
  const { credential } = verified.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/**
 * The options to sign in with a passkey: any passkey of the site's (the browser offers the
 * account's discoverable ones), or, as a second factor, only `user`'s.
 */
export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  ceremony: { purpose: 'sign-in' } | { purpose: 'second-factor'; user: User; passkeys: readonly PasskeyRow[] },
): Promise<WebAuthnOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_CEREMONY_MS,
    userVerification: USER_VERIFICATION[ceremony.purpose],
    ...(ceremony.purpose === 'second-factor' && {
      allowCredentials: ceremony.passkeys.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports,
      })),
    }),
  });
  await keepChallenge(
    db,
    options.challenge,
    ceremony.purpose,
    ceremony.purpose === 'sign-in' ? null : ceremony.user.userId,
  );
  return { ...options };
}

/**
 * Checks a passkey's assertion: uses up its challenge, then refuses a credential not stored here
 * (`passkey` undefined) or, as a second factor, another account's; then the library checks the
 * origin, RP ID, signature and counter against the stored passkey. Answers the new counter.
 */
export async function verifyAssertion(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  passkey: PasskeyRow | undefined,
  ceremony: { purpose: 'sign-in' } | { purpose: 'second-factor'; userId: number },
): Promise<number> {
  const userId = ceremony.purpose === 'sign-in' ? null : ceremony.userId;
  const { challenge, origin } = await spendChallengeOf(db, response, ceremony.purpose, userId, 401);
  if (!passkey) throw PASSKEY_REFUSALS.unknown();
  if (userId !== null && passkey.userId !== userId) throw PASSKEY_REFUSALS.otherAccount();
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: USER_VERIFICATION[ceremony.purpose] === 'required',
  }).catch(() => null);
  if (!verified?.verified) throw origin === rp.origin ? PASSKEY_REFUSALS.invalid(401) : PASSKEY_REFUSALS.origin(401);
  return verified.authenticationInfo.newCounter;
}
