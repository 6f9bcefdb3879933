import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { LoginResponseSchema } from '#shared/payloads/auth.ts';
import { PasskeyAssertionSchema, WebAuthnOptionsSchema } from '#shared/payloads/passkeys.ts';
import { ApiErrorSchema } from '#shared/schemas/common.ts';
import { owingSecondFactor, tokenOf } from '../auth/access.ts';
import { recordFailedLogin, recordLogin } from '../auth/login-records.ts';
import { accountKey, throttleAttempt } from '../auth/login-throttle.ts';
import { authenticationOptions, PASSKEY_REFUSALS, verifyAssertion } from '../auth/passkeys.ts';
import { openSession } from '../auth/sessions.ts';
import type { App, AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { findPasskeyByCredential, listPasskeys, markPasskeyUsed, type PasskeyRow } from '../repositories/passkeys.ts';
import { markSecondFactorGiven } from '../repositories/sessions.ts';
import { findUserById, type User } from '../repositories/users.ts';
import { loginAnswer, sessionAnswer } from './user.ts';

/** Sign-in options an address may ask for in a minute: a login page asks once when it opens, and again per button press. */
export const SIGN_IN_OPTIONS_PER_MINUTE = 300;

const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Signing in with a passkey (docs/decisions/032-second-factors.md#passkeys): instead of the password,
 * or as the second factor after it. Every assertion checked counts against the login throttle of
 * the passkey's account (and of the caller's address), as a password or a code does.
 */
export function passkeySignInRoutes(app: App, context: AppContext) {
  const { db } = context;

  /** Checks an assertion, counted against the throttle; a refusal is logged, and a success takes its count back. */
  async function checkAssertion(
    request: FastifyRequest,
    response: AuthenticationResponseJSON,
    ceremony: { purpose: 'sign-in' } | { purpose: 'second-factor'; user: User },
  ): Promise<{ passkey: PasskeyRow; counter: number }> {
    const passkey = await findPasskeyByCredential(db, response.id);
    const owner = ceremony.purpose === 'second-factor' ? ceremony.user.userId : passkey?.userId;
    // A credential nobody has is counted by its id, as a login of an unknown name is by that name.
    const key = owner === undefined ? `passkey:${response.id.slice(0, 200)}` : accountKey(owner);
    await throttleAttempt(context.loginThrottle, key, request.ip);
    try {
      const counter = await verifyAssertion(
        db,
        context.relyingParty,
        response,
        passkey,
        ceremony.purpose === 'sign-in' ? ceremony : { purpose: 'second-factor', userId: ceremony.user.userId },
      );
      if (!passkey) throw PASSKEY_REFUSALS.unknown();
      await context.loginThrottle.succeeded(key, request.ip);
      return { passkey, counter };
    } catch (error) {
      if (error instanceof HttpError) {
        const name =
          ceremony.purpose === 'second-factor' ? ceremony.user.username : `passkey ${response.id.slice(0, 16)}`;
        const attempt = { name, userId: owner, ip: request.ip, failure: 'passkey-refused' } as const;
        await recordFailedLogin(db, { ...attempt, why: `passkey refused: ${error.code}` }, 'passkey');
      }
      throw error;
    }
  }

  /** A passkey that signed in: its counter and when, the account's last login, and the log's line. */
  async function recordUse(request: FastifyRequest, user: User, used: { passkey: PasskeyRow; counter: number }) {
    const at = new Date();
    await markPasskeyUsed(db, used.passkey.passkeyId, used.counter, at.toISOString());
    await recordLogin(db, user, request.ip, { at, factor: 'passkey', by: `the passkey “${used.passkey.name}”` });
  }

  app.post('/user/passkey-login/options', {
    // Each call keeps a challenge row for minutes: an address that asks more often than any login
    // page could is refused, counted across the instances like the contact form's limit.
    config: { access: 'public', rateLimit: { max: SIGN_IN_OPTIONS_PER_MINUTE, timeWindow: 60_000 } },
    schema: {
      tags: ['Users'],
      summary: 'Begin signing in with a passkey: the options for the browser (any passkey of this site, user verified)',
      description:
        'Answers the options of `navigator.credentials.get()` as JSON, without naming an account: the browser offers the passkeys it has for this site, in its own autofill too.',
      response: { 200: WebAuthnOptionsSchema },
    },
    handler: () => authenticationOptions(db, context.relyingParty, { purpose: 'sign-in' }),
  });

  app.post('/user/passkey-login', {
    config: { access: 'public' },
    schema: {
      tags: ['Users'],
      summary: 'Sign in with a passkey instead of a password; opens a session',
      description:
        'Refused (401) for a passkey not known here, an answer for another origin, a challenge used already or expired, or a signature that does not verify; each refusal counts against the login limit of the passkey’s account.',
      body: PasskeyAssertionSchema,
      response: { 200: LoginResponseSchema, ...ERRORS, 503: ApiErrorSchema },
    },
    handler: async (request) => {
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      const used = await checkAssertion(request, response, { purpose: 'sign-in' });
      const user = await findUserById(db, used.passkey.userId);
      if (!user || user.disabled)
        throw new HttpError(401, 'LOGIN_FAILED', 'Login failed. Please check your email and password.');
      const session = await openSession(db, user.userId, context.sessionTimes, {
        began: 'passkey',
        userAgent: request.headers['user-agent'],
      });
      await recordUse(request, user, used);
      return sessionAnswer(context, user, session);
    },
  });

  app.post('/user/second-factor/passkey-options', {
    config: { access: 'session', beforeSecondFactor: true },
    schema: {
      tags: ['Users'],
      summary:
        'Begin giving a passkey as the second factor: the options for the browser, limited to the account’s passkeys',
      security: [{ bearerAuth: [] }],
      response: { 200: WebAuthnOptionsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user } = owingSecondFactor(request);
      const passkeys = await listPasskeys(db, user.userId);
      if (passkeys.length === 0) throw new HttpError(404, 'NO_PASSKEY', 'This account has no passkey.');
      return authenticationOptions(db, context.relyingParty, { purpose: 'second-factor', user, passkeys });
    },
  });

  app.post('/user/second-factor/passkey', {
    config: { access: 'session', beforeSecondFactor: true },
    schema: {
      tags: ['Users'],
      summary: 'Finish a login with a passkey as the second factor, after the password',
      description:
        'For the token a login answered with `secondFactorDue`. Refused (401) for a passkey of another account, an answer for another origin, or a challenge used already or expired; refusals count against the account’s login limit.',
      security: [{ bearerAuth: [] }],
      body: PasskeyAssertionSchema,
      response: { 200: LoginResponseSchema, ...ERRORS },
    },
    handler: async (request) => {
      const { user, sessionId } = owingSecondFactor(request);
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      const used = await checkAssertion(request, response, { purpose: 'second-factor', user });
      await markSecondFactorGiven(db, sessionId, 'password-and-passkey');
      await recordUse(request, user, used);
      // The token it was sent with now opens what the account may do.
      return loginAnswer(user, tokenOf(request));
    },
  });
}
