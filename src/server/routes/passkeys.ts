import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import {
  PasskeyAddedSchema,
  PasskeyNameSchema,
  PasskeyRegistrationSchema,
  PasskeySchema,
  WebAuthnOptionsSchema,
} from '#shared/payloads/passkeys.ts';
import { PasswordConfirmationSchema } from '#shared/payloads/second-factors.ts';
import { ApiErrorSchema, MessageSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import { changeFactors } from '../auth/factor-changes.ts';
import { confirmPassword } from '../auth/login-throttle.ts';
import { registrationOptions, verifyRegistration } from '../auth/passkeys.ts';
import { renewRecoveryCodes } from '../auth/second-factors.ts';
import type { App, AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../errors.ts';
import {
  deletePasskey,
  findPasskeyOf,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  renamePasskey,
} from '../repositories/passkeys.ts';
import { dropRecoveryCodesWithoutFactor, hasSecondFactor } from '../repositories/second-factors.ts';

/** A passkey as its owner's account screen shows it. */
export const passkeyAnswer = (passkey: PasskeyRow) => ({
  id: passkey.passkeyId,
  name: passkey.name,
  addedAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
});

const PasskeyParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const noPasskey = () => new HttpError(404, 'NO_PASSKEY', 'This account has no such passkey.');

/**
 * One's own passkeys (docs/decisions/032-second-factors.md#passkeys): made in the browser from the
 * options answered here and kept under a name; renamed; removed with the password. The account's
 * first factor answers its recovery codes, and its last one takes them away.
 */
export function passkeyRoutes(app: App, context: AppContext) {
  const { db } = context;

  app.post('/user/passkeys/options', {
    config: { access: 'session', duringFactorSetup: true },
    schema: {
      tags: ['Users'],
      summary: 'Begin adding a passkey: the options for the browser to make one (WebAuthn)',
      description:
        'Answers the options of `navigator.credentials.create()` as JSON; their challenge is used once, within five minutes.',
      security: [{ bearerAuth: [] }],
      response: { 200: WebAuthnOptionsSchema, 401: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user } = signedInOf(request);
      return registrationOptions(db, context.relyingParty, user, await listPasskeys(db, user.userId));
    },
  });

  app.post('/user/passkeys', {
    config: { access: 'session', duringFactorSetup: true },
    schema: {
      tags: ['Users'],
      summary: 'Keep the passkey the browser made, under a name; answers ten recovery codes if it is the first factor',
      security: [{ bearerAuth: [] }],
      body: PasskeyRegistrationSchema,
      response: { 201: PasskeyAddedSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const { user } = signedInOf(request);
      const { name, response } = request.body;
      const credential = await verifyRegistration(
        db,
        context.relyingParty,
        user,
        response as unknown as RegistrationResponseJSON,
      );
      const change = { action: 'factor-add', factor: 'passkey', passkeyName: name } as const;
      const added = await changeFactors(context, user, user, change, async (trx) => {
        const first = !(await hasSecondFactor(trx, user.userId));
        const passkey = await insertPasskey(trx, { userId: user.userId, name, ...credential });
        const recoveryCodes = first ? await renewRecoveryCodes(trx, user.userId) : null;
        return { passkey: passkeyAnswer(passkey), recoveryCodes };
      }).catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new HttpError(409, 'PASSKEY_EXISTS', 'This passkey is already added to an account.');
        throw error;
      });
      return reply.code(201).send(added);
    },
  });

  app.put('/user/passkeys/:id/name', {
    config: { access: 'session' },
    schema: {
      tags: ['Users'],
      summary: 'Rename one of one’s passkeys',
      security: [{ bearerAuth: [] }],
      params: PasskeyParamsSchema,
      body: PasskeyNameSchema,
      response: { 200: PasskeySchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user } = signedInOf(request);
      const passkey = await findPasskeyOf(db, user.userId, request.params.id);
      if (!passkey) throw noPasskey();
      await renamePasskey(db, passkey.passkeyId, request.body.name);
      return passkeyAnswer({ ...passkey, name: request.body.name });
    },
  });

  app.delete('/user/passkeys/:id', {
    config: { access: 'session' },
    schema: {
      tags: ['Users'],
      summary: 'Remove one of one’s passkeys, with one’s password; the recovery codes go with the last factor',
      security: [{ bearerAuth: [] }],
      params: PasskeyParamsSchema,
      body: PasswordConfirmationSchema,
      response: {
        200: MessageSchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        404: ApiErrorSchema,
        429: ApiErrorSchema,
      },
    },
    handler: async (request) => {
      const { user } = signedInOf(request);
      const passkey = await findPasskeyOf(db, user.userId, request.params.id);
      if (!passkey) throw noPasskey();
      await confirmPassword(context.loginThrottle, user, request.body.password, {
        address: request.ip,
        field: 'password',
      });
      const change = { action: 'factor-remove', factor: 'passkey', passkeyName: passkey.name } as const;
      await changeFactors(context, user, user, change, async (trx) => {
        await deletePasskey(trx, passkey.passkeyId);
        await dropRecoveryCodesWithoutFactor(trx, user.userId);
      });
      return { message: `The passkey “${passkey.name}” is removed.` };
    },
  });
}
