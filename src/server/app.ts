import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppOptions } from './app-options.ts';
import { ensureFirstAdmin } from './auth/first-admin.ts';
import { CLIENT_LIMITS, clientLimitOptions, enforceClientLimits } from './client-limits.ts';
import type { App, AppContext } from './context.ts';
import { databaseIn, openDatabase } from './db/database.ts';
import { dailyPurges, startActivityPrune } from './jobs.ts';
import { type ApiMetrics, createApiMetrics } from './metrics/api-metrics.ts';
import { registerPlugins } from './plugins/index.ts';
import { registerRoutes } from './routes/index.ts';
import { buildContext } from './services.ts';
import { sharedLimiters } from './shared-limits.ts';
import { S3FileStore } from './uploads/s3-file-store.ts';
import { prepareStorage, storageIn } from './uploads/storage.ts';

export type { AppOptions } from './app-options.ts';

/**
 * Builds the API with its database open and migrated, and its metrics; the caller listens
 * (main.ts, which serves the metrics on METRICS_PORT) or injects (tests).
 */
export async function buildApp(options: AppOptions): Promise<{ app: App; context: AppContext; metrics: ApiMetrics }> {
  const clientLimits = options.clientLimits ?? CLIENT_LIMITS;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    ...clientLimitOptions(clientLimits),
    return503OnClosing: true,
    // A preview grant (a signed token) is a segment of its path: longer than the 100 characters allowed by default.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();
  enforceClientLimits(app, clientLimits, (message) => ({ message, code: 'URI_TOO_LONG' }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First, so that a Redis that does not answer stops the start before anything else is open.
  const limits = await sharedLimiters({ redisUrl: options.redisUrl, databaseUrl: options.databaseUrl, log: app.log });
  app.addHook('onClose', () => limits.close());
  const storage = storageIn(options.dataDir, options.uploadsDir, options.s3 && new S3FileStore(options.s3));
  await prepareStorage(storage);
  const db = await openDatabase(databaseIn(options.dataDir, options.databaseUrl));
  const activityPrune = await startActivityPrune(db, options.activityRetentionDays, app.log);
  const metrics = createApiMetrics(db);
  metrics.observeRequests(app);
  const opened = { db, storage, limiters: limits.limiters, metrics, log: app.log };
  const { context, stopListening } = await buildContext(opened, options);
  const purges = dailyPurges(context, options.cvRetentionDays, app.log);
  // The dispatcher and the daily jobs stop before the database closes; what is not delivered waits in the outbox.
  app.addHook('onClose', async () => {
    await purges.stop();
    await context.scheduler.close();
    await stopListening();
    await context.dispatcher.close();
    await context.mail.sender.close();
    await activityPrune.stop();
    await db.destroy();
  });
  await ensureFirstAdmin(db, app.log, options.adminEmail, options.adminPassword);

  await registerPlugins(app, context, options.siteOrigins, limits.limiters, metrics.readCache);
  await registerRoutes(app, context, options.contactRateLimit);
  await app.ready();
  context.dispatcher.start();
  context.mail.sender.start();
  context.scheduler.start();
  purges.start();
  return { app, context, metrics };
}
