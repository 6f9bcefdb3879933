import fastifyRateLimit from '@fastify/rate-limit';
import { enforceAccess, requireAccess } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { engineOf } from '../db/database.ts';
import { dataVersion, sharedReads } from '../db/instances.ts';
import { registerErrorHandler } from '../error-handler.ts';
import type { ReadCacheMetrics } from '../metrics/api-metrics.ts';
import { cachePublicReads } from '../read-cache.ts';
import { type Limiters, rateLimitStore } from '../shared-limits.ts';
import { closeAfterUnreadBodies } from '../unread-bodies.ts';
import { multipartPlugin } from '../uploads/multipart.ts';
import { servePublicFiles } from '../uploads/public-files.ts';
import { documentApi } from './openapi.ts';
import { allowSiteOrigins, sendSecurityHeaders } from './security.ts';

/**
 * The hooks and plugins the routes run through, registered before them: enforceAccess must see
 * every route added, and Fastify runs hooks of one kind in the order they were added, so this
 * order is the order of the checks (access after CORS, so that browsers can read a refusal).
 * Returns the read cache, which writes made outside requests must go through.
 */
export async function registerPlugins(
  app: App,
  context: AppContext,
  siteOrigins: string[],
  limiters: Limiters,
  readCacheMetrics: ReadCacheMetrics,
) {
  registerErrorHandler(app);
  closeAfterUnreadBodies(app);
  enforceAccess(app, context);
  sendSecurityHeaders(app);
  await allowSiteOrigins(app, siteOrigins);
  requireAccess(app, context);
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(limiters) });
  const onPostgres = engineOf(context.db) === 'postgres';
  cachePublicReads(app, {
    dispatcher: context.dispatcher,
    metrics: readCacheMetrics,
    ...(onPostgres && { currentVersion: sharedReads(() => dataVersion(context.db)) }),
  });
  await app.register(multipartPlugin, { tmpDir: context.storage.tmpDir, files: context.storage.files });
  await documentApi(app);
  await servePublicFiles(app, context.storage);
}
