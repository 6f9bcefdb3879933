import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { findUserById } from '../repositories/users.ts';

// Routes that plugins register (the API documentation, the public files, CORS preflights) are public by nature.
const PUBLIC_PLUGIN_PREFIXES = ['/docs', '/uploads/'];
const isPluginRoute = (method: string | string[], url: string) =>
  method === 'OPTIONS' || PUBLIC_PLUGIN_PREFIXES.some((prefix) => url.startsWith(prefix));

const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'Please log in again: your session is missing or has expired.');

async function requireAdmin(request: FastifyRequest, context: AppContext) {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
  const claims = await context.tokens.verify(token);
  if (!claims) throw unauthorized();
  // Roles are read afresh so that a removed account or role takes effect at once.
  const user = await findUserById(context.db, claims.userId);
  if (!user) throw unauthorized();
  if (!user.roles.includes('ROLE_ADMIN')) {
    throw new HttpError(403, 'FORBIDDEN', 'This account has no access to the admin.');
  }
}

/**
 * Every route declares who may call it; a route without a declaration stops the app at start,
 * so that no route can be added without its check.
 */
export function enforceAccess(app: App, context: AppContext) {
  app.addHook('onRoute', (route) => {
    if (route.config?.access) {
      for (const method of [route.method].flat()) context.routes.push({ method, url: route.url, access: route.config.access });
      return;
    }
    if (isPluginRoute(route.method, route.url)) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    throw new Error(`Route ${route.method} ${route.url} declares no access level`);
  });
}

/**
 * Refuses admin routes to callers without an admin token. Registered after CORS, so that browsers
 * can read the refusal (a 401 without CORS headers looks like a network failure to the admin).
 */
export function requireAccess(app: App, context: AppContext) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.access !== 'admin') return;
    try {
      await requireAdmin(request, context);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer');
      throw error;
    }
  });
}
