import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { WebAuthnOptionsSchema } from '#shared/payloads/passkeys.ts';
import { apiRequest } from './api-client.ts';

/**
 * The browser's side of a passkey ceremony (docs/decisions/032-second-factors.md#passkeys): the
 * options the API made, handed to @simplewebauthn/browser, whose answer goes back to the API.
 */

/** Makes a passkey for the signed-in account: the answer to keep with `POST /user/passkeys`. */
export async function makePasskey(): Promise<RegistrationResponseJSON> {
  const options = await apiRequest('POST', '/user/passkeys/options', WebAuthnOptionsSchema);
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

/**
 * Asks the browser for a passkey's assertion of the options at `optionsPath`: in a window of its
 * own, or (`autofill`) among the suggestions of the name field, until another ceremony cancels it.
 */
export async function assertPasskey(
  optionsPath: '/user/passkey-login/options' | '/user/second-factor/passkey-options',
  { token, autofill = false }: { token?: string; autofill?: boolean } = {},
): Promise<AuthenticationResponseJSON> {
  const options = await apiRequest(
    'POST',
    optionsPath,
    WebAuthnOptionsSchema,
    token ? { token } : { withoutSession: true },
  );
  return startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
}

/** Whether a ceremony ended because the person closed the browser's window, its time ran out, or another began. */
export const wasCancelled = (error: unknown) =>
  (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') ||
  (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'));

/** Whether the browser refused to make a passkey because the authenticator keeps one of this account already. */
export const wasAlreadyMade = (error: unknown) =>
  error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
