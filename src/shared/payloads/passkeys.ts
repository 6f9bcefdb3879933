import { z } from 'zod';

/**
 * Passkeys (WebAuthn credentials, docs/decisions/032-second-factors.md#passkeys): signing in with
 * one instead of a password, or giving one as the second factor after it.
 */
export const MAX_PASSKEY_NAME_CHARS = 60;

/** One of an account's passkeys, as its account screen lists it. */
export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  addedAt: z.string(),
  /** When it last signed in; null before its first use. */
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** The name of a passkey, such as "office laptop", so that its owner tells their passkeys apart. */
export const PasskeyNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the passkey, such as “office laptop”.')
    .max(MAX_PASSKEY_NAME_CHARS, `A passkey’s name has at most ${MAX_PASSKEY_NAME_CHARS} characters.`),
});

/**
 * The options of a WebAuthn ceremony as @simplewebauthn/server makes them and the browser's
 * @simplewebauthn/browser takes them; their shape is the library's (and the WebAuthn standard's).
 */
export const WebAuthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.infer<typeof WebAuthnOptionsSchema>;

/**
 * What the browser answers to a ceremony (RegistrationResponseJSON or AuthenticationResponseJSON):
 * checked here as far as routing it needs, and in full by the library.
 */
export const WebAuthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  clientExtensionResults: z.looseObject({}),
});

/** A passkey made in the browser, to be kept under a name (`POST /user/passkeys`). */
export const PasskeyRegistrationSchema = PasskeyNameSchema.extend({ response: WebAuthnResponseSchema });

/** A passkey's assertion: signing in with it, or giving it as the second factor. */
export const PasskeyAssertionSchema = z.object({ response: WebAuthnResponseSchema });

/** A passkey added: it, and the recovery codes when it was the account's first factor (shown once). */
export const PasskeyAddedSchema = z.object({
  passkey: PasskeySchema,
  recoveryCodes: z.array(z.string()).nullable(),
});
