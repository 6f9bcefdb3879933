import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { DEFAULT_TRASH_RETENTION_DAYS, TRASH_ENTRY_HEADER } from '#shared/payloads/trash.ts';
import { enforceAccess, requireAccess } from './auth/access.ts';
import { ensureFirstAdmin } from './auth/first-admin.ts';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type LoginThrottleOptions } from './auth/login-throttle.ts';
import { tokenIssuer } from './auth/tokens.ts';
import { durationMs } from './duration.ts';
import type { App, AppContext } from './context.ts';
import { databaseIn, engineOf, openDatabase } from './db/database.ts';
import { dataVersion, listenForWrites, sharedReads } from './db/instances.ts';
import { DEFAULT_ACTIVITY_RETENTION_DAYS, dailyActivityPrune } from './history/activity-retention.ts';
import { CLIENT_LIMITS, type ClientLimits, clientLimitOptions, enforceClientLimits } from './client-limits.ts';
import { registerErrorHandler } from './error-handler.ts';
import { type ApiMetrics, createApiMetrics } from './metrics/api-metrics.ts';
import { MailSender, type MailTimings } from './mail/mail-sender.ts';
import { DEFAULT_MAIL_FROM, type MailSettings } from './mail/mail-settings.ts';
import { type DeliveryTimings, Dispatcher } from './outbox/dispatcher.ts';
import { publishWebhookSecret } from './outbox/webhook-secret.ts';
import { DEFAULT_CV_RETENTION_DAYS, dailyApplicationRetention } from './privacy/application-retention.ts';
import { cachePublicReads } from './read-cache.ts';
import { dailyTrashPurge } from './resources/trash-purge.ts';
import { trashService } from './resources/trash-service.ts';
import { rateLimitStore, sharedLimiters } from './shared-limits.ts';
import { closeAfterUnreadBodies } from './unread-bodies.ts';
import { accountRoutes } from './routes/accounts.ts';
import { activityRoutes } from './routes/activity.ts';
import { buildingRoutes } from './routes/buildings.ts';
import { catalogRoutes } from './routes/catalogs.ts';
import { contactErasureRoutes } from './routes/contact-erasure.ts';
import { categoryRoutes } from './routes/categories.ts';
import { type ContactRateLimit, contactRoutes } from './routes/contacts.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { healthRoutes } from './routes/health.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { newsImageRoutes } from './routes/news-images.ts';
import { newsRoutes } from './routes/news.ts';
import { projectRoutes } from './routes/projects.ts';
import { publishEventRoutes } from './routes/publish-events.ts';
import { attentionRoutes } from './routes/attention.ts';
import { trashRoutes } from './routes/trash.ts';
import { previewRoutes } from './routes/preview.ts';
import { userRoutes } from './routes/user.ts';
import { vacancyRoutes } from './routes/vacancies.ts';
import { loadJwtSecret } from './secrets.ts';
import { multipartPlugin } from './uploads/multipart.ts';
import { servePublicFiles } from './uploads/public-files.ts';
import { prepareStorage, storageIn } from './uploads/storage.ts';

export interface AppOptions {
  dataDir: string;
  /** The PostgreSQL server to use (DATABASE_URL); without it, the SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  /** Where the instances count the login and form limits together (REDIS_URL); without it, the database. */
  redisUrl?: string | undefined;
  /** The folder of uploaded files that instances share (UPLOADS_DIR); without it, dataDir's. */
  uploadsDir?: string | undefined;
  /** Origins allowed to call the API from a browser (the public site, which also serves the admin). */
  siteOrigins: string[];
  jwtSecret?: string | undefined;
  /** How long a session lasts after its login (JWT_EXPIRY), and without a request (SESSION_IDLE_TIMEOUT). */
  jwtExpiry?: string;
  sessionIdleTimeout?: string;
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  loginThrottle?: LoginThrottleOptions;
  contactRateLimit?: ContactRateLimit;
  /** Where change events are delivered; without it they are recorded and nothing is sent. */
  publishWebhookUrl?: string | undefined;
  publishWebhookSecret?: string | undefined;
  publishTimings?: Partial<DeliveryTimings>;
  /** Days the activity log keeps an entry (ACTIVITY_RETENTION_DAYS). */
  activityRetentionDays?: number;
  /** How many days a deleted item waits in the trash before it is purged (TRASH_RETENTION_DAYS). */
  trashRetentionDays?: number;
  /** Email (SMTP_URL, MAIL_FROM, STAFF_EMAIL); without a mail server, none is written or sent. */
  mail?: Omit<MailSettings, 'adminOrigin'>;
  mailTimings?: Partial<MailTimings>;
  /** Days an application and its CV are kept before the daily retention deletes them (CV_RETENTION_DAYS). */
  cvRetentionDays?: number;
  /** What one client is allowed: timeouts, sizes, connections (client-limits.ts). */
  clientLimits?: ClientLimits;
}

const DEFAULT_CONTACT_RATE_LIMIT: ContactRateLimit = { max: 10, timeWindowMs: 10 * 60 * 1000 };

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
  const storage = storageIn(options.dataDir, options.uploadsDir);
  await prepareStorage(storage);
  const db = await openDatabase(databaseIn(options.dataDir, options.databaseUrl));
  const activityPrune = dailyActivityPrune(
    db,
    options.activityRetentionDays ?? DEFAULT_ACTIVITY_RETENTION_DAYS,
    app.log,
  );
  await activityPrune.start();
  const onPostgres = engineOf(db) === 'postgres';
  const webhookUrl = options.publishWebhookUrl;
  const secretSettings = { DATA_DIR: options.dataDir, PUBLISH_WEBHOOK_SECRET: options.publishWebhookSecret };
  const metrics = createApiMetrics(db);
  metrics.observeRequests(app);
  const publisher = webhookUrl ? { url: webhookUrl, secret: await publishWebhookSecret(secretSettings) } : undefined;
  const dispatcher = new Dispatcher({
    db,
    log: app.log,
    webhook: publisher,
    timings: options.publishTimings ?? {},
    observer: metrics.deliveries,
  });
  const mailSettings: MailSettings = {
    transportUrl: undefined,
    from: DEFAULT_MAIL_FROM,
    teamEmails: [],
    ...options.mail,
    adminOrigin: options.siteOrigins[0] ?? 'http://localhost:4321',
  };
  const mailSender = new MailSender({ db, log: app.log, settings: mailSettings, timings: options.mailTimings ?? {} });
  // Other instances' writes wake this one's dispatcher and mail sender too: they deliver them if those stop.
  const stopListening = options.databaseUrl
    ? await listenForWrites(options.databaseUrl, () => {
        dispatcher.wake();
        mailSender.wake();
      })
    : async () => {};
  const retentionDays = options.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;
  const trash = trashService({ db, storage, dispatcher, retentionDays });
  const trashPurge = dailyTrashPurge(trash, app.log);
  const applicationRetention = dailyApplicationRetention(
    { db, storage },
    options.cvRetentionDays ?? DEFAULT_CV_RETENTION_DAYS,
    app.log,
  );
  // The dispatcher and the daily jobs stop before the database closes; what is not delivered waits in the outbox.
  app.addHook('onClose', async () => {
    await trashPurge.stop();
    await applicationRetention.stop();
    await stopListening();
    await dispatcher.close();
    await mailSender.close();
    await activityPrune.stop();
    await db.destroy();
  });
  const secret = await loadJwtSecret(options.dataDir, options.jwtSecret);
  const context: AppContext = {
    db,
    storage,
    tokens: tokenIssuer(secret),
    sessionTimes: {
      lifetimeMs: durationMs(options.jwtExpiry ?? '8h'),
      idleMs: durationMs(options.sessionIdleTimeout ?? '2h'),
    },
    loginThrottle: new LoginThrottle(options.loginThrottle ?? DEFAULT_LOGIN_THROTTLE, limits.limiters),
    dispatcher,
    trash,
    publisher,
    mail: { settings: mailSettings, sender: mailSender },
    routes: [],
  };
  await ensureFirstAdmin(db, app.log, options.adminEmail, options.adminPassword);

  registerErrorHandler(app);
  closeAfterUnreadBodies(app);
  enforceAccess(app, context);
  // Built once: @fastify/helmet builds helmet's middleware again for every request, a twentieth
  // of the API's time while the site's build reads it.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], frameAncestors: ["'none'"], formAction: ["'none'"] },
    },
    // Images and PDFs are embedded by the site, which lives on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(fastifyCors, {
    origin: options.siteOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'If-Match'],
    // The admin names a downloaded CV after the first, follows a write until it is live with the
    // second, sends the version it edits back with If-Match, and undoes a delete by its trash entry.
    exposedHeaders: ['Content-Disposition', PUBLISH_EVENT_HEADER, 'ETag', TRASH_ENTRY_HEADER],
    maxAge: 600,
  });
  requireAccess(app, context);
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(limits.limiters) });
  cachePublicReads(app, onPostgres ? { currentVersion: sharedReads(() => dataVersion(db)) } : {});
  await app.register(multipartPlugin, { tmpDir: storage.tmpDir });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tirana Group API',
        description: 'Projects, sales catalogues, news, vacancies and contacts of the public site and its admin.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform(input) {
      const result = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (!access || access === 'public') return result;
      return { ...result, schema: { ...result.schema, security: [{ bearerAuth: [] }] } };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // The documentation uses no <base> and is framed by nobody.
    transformStaticCSP: (policy) =>
      policy.replace("base-uri 'self'", "base-uri 'none'").replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  await servePublicFiles(app, storage);

  await app.register(async (api: App) => {
    userRoutes(api, context);
    accountRoutes(api, context);
    activityRoutes(api, context);
    projectRoutes(api, context);
    galleryRoutes(api, context);
    categoryRoutes(api, context);
    vacancyRoutes(api, context);
    newsRoutes(api, context);
    newsImageRoutes(api, context);
    buildingRoutes(api, context);
    catalogRoutes(api, context);
    contactRoutes(api, context, options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT);
    inboxRoutes(api, context);
    contactErasureRoutes(api, context);
    publishEventRoutes(api, context);
    attentionRoutes(api, context);
    trashRoutes(api, context);
    previewRoutes(api, context);
    healthRoutes(api, context);
  });
  await app.ready();
  dispatcher.start();
  mailSender.start();
  trashPurge.start();
  applicationRetention.start();
  return { app, context, metrics };
}
