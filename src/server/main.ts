import { buildApp } from './app.ts';
import { readApiEnv } from './env.ts';
import { serveMetrics } from './metrics/metrics-server.ts';

/**
 * Starts the API on API_PORT, and its metrics on METRICS_PORT when set; SIGTERM and SIGINT let
 * in-flight requests finish, then stop the dispatcher (undelivered events wait in the outbox) and
 * close the database.
 */
export async function startApi(env = readApiEnv()) {
  const { app, metrics } = await buildApp({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    uploadsDir: env.UPLOADS_DIR,
    s3: env.S3,
    siteOrigins: env.PUBLIC_SITE_ORIGIN,
    jwtSecret: env.JWT_SECRET,
    jwtExpiry: env.JWT_EXPIRY,
    sessionIdleTimeout: env.SESSION_IDLE_TIMEOUT,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    trustProxy: env.TRUST_PROXY,
    contactRateLimit: { max: env.CONTACT_RATE_LIMIT, timeWindowMs: 10 * 60 * 1000 },
    publishWebhookUrl: env.PUBLISH_WEBHOOK_URL,
    publishWebhookSecret: env.PUBLISH_WEBHOOK_SECRET,
    activityRetentionDays: env.ACTIVITY_RETENTION_DAYS,
    trashRetentionDays: env.TRASH_RETENTION_DAYS,
    mail: { transportUrl: env.SMTP_URL, from: env.MAIL_FROM, teamEmails: env.STAFF_EMAIL },
    cvRetentionDays: env.CV_RETENTION_DAYS,
    logger: { level: env.LOG_LEVEL, redact: ['req.headers.authorization'] },
  });
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
  const metricsServer =
    env.METRICS_PORT === undefined
      ? undefined
      : await serveMetrics(metrics.registry, { port: env.METRICS_PORT, host: env.METRICS_HOST });
  if (metricsServer) app.log.info(`metrics on http://${env.METRICS_HOST}:${metricsServer.port}/metrics`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'closing: finishing in-flight requests');
      Promise.all([app.close(), metricsServer?.close()]).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    });
  }
  return app;
}

if (import.meta.main) {
  startApi().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
