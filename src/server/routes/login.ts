import { setTimeout as sleep } from 'node:timers/promises';
import { LoginInputSchema, LoginResponseSchema } from '#shared/schemas/auth.ts';
import { ApiErrorSchema } from '#shared/schemas/common.ts';
import { decoyPasswordHash, verifyPassword } from '../auth/passwords.ts';
import type { App, AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { findUserByLogin } from '../repositories/users.ts';

const LOGIN_FAILED = 'Login failed. Please check your email and password.';

export function loginRoutes(app: App, context: AppContext) {
  app.post('/user/login', {
    config: { access: 'public' },
    schema: {
      tags: ['Users'],
      summary: 'Log in with a username or email and a password',
      body: LoginInputSchema,
      response: { 200: LoginResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const { usernameOrEmail, password } = request.body;
      const verdict = context.loginThrottle.check(usernameOrEmail, request.ip);
      if ('retryAfterS' in verdict) {
        reply.header('Retry-After', String(verdict.retryAfterS));
        throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts. Please wait a few minutes and try again.');
      }
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);

      const user = await findUserByLogin(context.db, usernameOrEmail);
      // An unknown user costs one hash check too, so timing does not tell which accounts exist.
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !valid) {
        context.loginThrottle.failed(usernameOrEmail, request.ip);
        throw new HttpError(401, 'LOGIN_FAILED', LOGIN_FAILED);
      }
      context.loginThrottle.succeeded(usernameOrEmail);
      return {
        token: await context.tokens.sign(user.userId, user.roles),
        userId: user.userId,
        username: user.username,
        email: user.email,
        roles: user.roles.map((role) => ({ role })),
      };
    },
  });
}
