import type { FastifyRequest } from 'fastify';
import type { Role } from '#shared/payloads/auth.ts';
import { SECOND_FACTOR_SETUP_REQUIRED } from '#shared/payloads/factor-rule.ts';
import type { App, AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { factorSetupDue } from './factor-rule.ts';
import { resumeSession, type SignedIn } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who made the request, on every route whose access is not public (and on a public read of drafts, when told). */
    signedIn?: SignedIn;
  }
  interface FastifyContextConfig {
    /** A public read that answers editors the drafts too, which it keeps from anyone else (seesDrafts). */
    readsDrafts?: boolean;
    /** A session route that a session still owing its second factor may call: giving it, and logging out. */
    beforeSecondFactor?: boolean;
    /**
     * A session route that an account the second-factor rule covers, and that has no factor yet,
     * may call: adding an authenticator app or a passkey, reading its own factors, logging out.
     */
    duringFactorSetup?: boolean;
  }
}

// Routes that plugins register (the API documentation, the public files, CORS preflights) are public by nature.
const PUBLIC_PLUGIN_PREFIXES = ['/docs', '/uploads/'];
const isPluginRoute = (method: string | string[], url: string) =>
  method === 'OPTIONS' || PUBLIC_PLUGIN_PREFIXES.some((prefix) => url.startsWith(prefix));

const unauthorized = () =>
  new HttpError(401, 'UNAUTHORIZED', 'Please log in again: your session is missing or has expired.');

/** The bearer token a request was sent with; empty without one. */
export function tokenOf(request: FastifyRequest): string {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

/** The account of a request's bearer token, while the session the token names is alive. */
async function signIn(request: FastifyRequest, context: AppContext): Promise<SignedIn> {
  const token = tokenOf(request);
  if (!token) throw unauthorized();
  const claims = await context.tokens.verify(token);
  // Roles come from the account, read afresh with the session, so that a change takes effect at once.
  const signedIn = claims && (await resumeSession(context.db, claims, context.sessionTimes));
  if (!signedIn) throw unauthorized();
  return signedIn;
}

/** Who made a request on a route that needs a session; routes call it where they act on the account. */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw unauthorized();
  return request.signedIn;
}

/** The session of a request that gives its second factor: refused when it owes none. */
export function owingSecondFactor(request: FastifyRequest): SignedIn {
  const signedIn = signedInOf(request);
  if (!signedIn.secondFactorDue) throw new HttpError(400, 'NO_SECOND_FACTOR_DUE', 'This session is already signed in.');
  return signedIn;
}

/**
 * Every route declares who may call it; a route without a declaration stops the app at start,
 * so that no route can be added without its check.
 */
export function enforceAccess(app: App, context: AppContext) {
  app.addHook('onRoute', (route) => {
    if (route.config?.access) {
      for (const method of [route.method].flat())
        context.routes.push({ method, url: route.url, access: route.config.access });
      return;
    }
    if (isPluginRoute(route.method, route.url)) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    throw new Error(`Route ${route.method} ${route.url} declares no access level`);
  });
}

/** Whether an account may call a route of `access` once signed in (docs/decisions/010-editors-and-admins.md). */
export function allows(access: 'session' | 'editor' | 'admin', roles: readonly Role[]): boolean {
  if (access === 'admin') return roles.includes('ROLE_ADMIN');
  if (access === 'editor') return roles.includes('ROLE_ADMIN') || roles.includes('ROLE_USER');
  return true;
}

const REFUSALS = {
  editor: 'This account has no access to the admin.',
  admin: 'Only an administrator (ROLE_ADMIN) may do this.',
} as const;

/**
 * Refuses session, editor and admin routes to callers without a live session, every route but
 * setting up a factor (`duringFactorSetup`) to an account the second-factor rule covers that has
 * none, editor routes to accounts with neither role, and admin routes to accounts without
 * ROLE_ADMIN. Registered after
 * CORS, so that browsers can read the refusal (a 401 without CORS headers looks like a network
 * failure to the admin).
 */
export function requireAccess(app: App, context: AppContext) {
  app.addHook('onRequest', async (request, reply) => {
    const { access, readsDrafts, duringFactorSetup } = request.routeOptions.config;
    const tellsWho = access === 'public' && readsDrafts === true && request.headers.authorization !== undefined;
    // Unknown paths have no access level: they get their 404.
    if (access !== 'session' && access !== 'editor' && access !== 'admin' && !tellsWho) return;
    try {
      request.signedIn = await signIn(request, context);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer');
      throw error;
    }
    if (request.signedIn.secondFactorDue && request.routeOptions.config.beforeSecondFactor !== true) {
      throw new HttpError(
        401,
        'SECOND_FACTOR_REQUIRED',
        'Use your passkey, or enter the code from your authenticator app or a recovery code, to finish signing in.',
      );
    }
    if (duringFactorSetup !== true && (await factorSetupDue(context.db, request.signedIn.user))) {
      throw new HttpError(
        403,
        SECOND_FACTOR_SETUP_REQUIRED,
        'Add an authenticator app or a passkey to your account before you go on.',
      );
    }
    if (access !== 'session' && access !== 'public' && !allows(access, request.signedIn.user.roles)) {
      throw new HttpError(403, 'FORBIDDEN', REFUSALS[access]);
    }
  });
}

/**
 * Whether a request may read drafts: an editor's or an admin's, signed in on a route that reads
 * them (`readsDrafts`). Anyone else, the public site included, reads only published items.
 */
export const seesDrafts = (request: FastifyRequest) =>
  request.signedIn !== undefined && allows('editor', request.signedIn.user.roles);
