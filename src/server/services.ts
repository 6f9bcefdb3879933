import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TRASH_RETENTION_DAYS } from '#shared/payloads/trash.ts';
import { DEFAULT_SITE_ORIGIN } from '#shared/settings.ts';
import type { AppOptions } from './app-options.ts';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from './auth/login-throttle.ts';
import { relyingPartyOf } from './auth/passkeys.ts';
import { DEFAULT_RESET_LIMIT, ResetLimit } from './auth/reset-limits.ts';
import { tokenIssuer } from './auth/tokens.ts';
import { contentRegistry } from './content/content-registry.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/database.ts';
import { listenForWrites } from './db/instances.ts';
import { durationMs } from './duration.ts';
import { MailSender } from './mail/mail-sender.ts';
import { DEFAULT_MAIL_FROM, type MailSettings } from './mail/mail-settings.ts';
import type { ApiMetrics } from './metrics/api-metrics.ts';
import { Dispatcher } from './outbox/dispatcher.ts';
import { publishWebhookSecret } from './outbox/webhook-secret.ts';
import { trashService } from './resources/trash-service.ts';
import { Scheduler } from './schedules/scheduler.ts';
import { loadJwtSecret } from './secrets.ts';
import type { Limiters } from './shared-limits.ts';
import type { Storage } from './uploads/storage.ts';

/** What buildApp opens before the services, which share it. */
export interface Opened {
  db: Db;
  storage: Storage;
  limiters: Limiters;
  metrics: ApiMetrics;
  log: FastifyBaseLogger;
}

/**
 * The services the routes share (AppContext). None is started here: buildApp owns their lifetime,
 * and so is handed `stopListening`, which must run before the dispatcher and the mail sender close.
 */
export async function buildContext(
  { db, storage, limiters, metrics, log }: Opened,
  options: AppOptions,
): Promise<{ context: AppContext; stopListening: () => Promise<void> }> {
  const webhookUrl = options.publishWebhookUrl;
  const secretSettings = { DATA_DIR: options.dataDir, PUBLISH_WEBHOOK_SECRET: options.publishWebhookSecret };
  const publisher = webhookUrl ? { url: webhookUrl, secret: await publishWebhookSecret(secretSettings) } : undefined;
  const dispatcher = new Dispatcher({
    db,
    log,
    webhook: publisher,
    timings: options.publishTimings ?? {},
    observer: metrics.deliveries,
  });
  const mailSettings: MailSettings = {
    transportUrl: undefined,
    from: DEFAULT_MAIL_FROM,
    teamEmails: [],
    ...options.mail,
    adminOrigin: options.siteOrigins[0] ?? DEFAULT_SITE_ORIGIN,
  };
  const mailSender = new MailSender({ db, log, settings: mailSettings, timings: options.mailTimings ?? {} });
  // Other instances' writes wake this one's dispatcher and mail sender too: they deliver them if those stop.
  const stopListening = options.databaseUrl
    ? await listenForWrites(options.databaseUrl, () => {
        dispatcher.wake();
        mailSender.wake();
      })
    : async () => {};
  const scheduler = new Scheduler({
    db,
    log,
    ...(options.scheduleCheckMs && { checkMs: options.scheduleCheckMs }),
    // The registry is built next; the scheduler asks it only once started.
    runOf: (kind) => content.scheduledRunOf(kind),
  });
  const content = contentRegistry({ db, storage, dispatcher, scheduler });
  const retentionDays = options.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;
  const trash = trashService({ db, storage, dispatcher, retentionDays, rulesOf: content.rulesOf });
  const secret = await loadJwtSecret(options.dataDir, options.jwtSecret);
  const context: AppContext = {
    db,
    storage,
    tokens: tokenIssuer(secret),
    sessionTimes: {
      lifetimeMs: durationMs(options.jwtExpiry ?? '8h'),
      idleMs: durationMs(options.sessionIdleTimeout ?? '2h'),
    },
    loginThrottle: new LoginThrottle(options.loginThrottle ?? DEFAULT_LOGIN_THROTTLE, limiters),
    // The admin is served by the site (/adminpage), on the origin its emails link to.
    relyingParty: relyingPartyOf(options.passkeyOrigin ?? mailSettings.adminOrigin),
    resetLimit: new ResetLimit(options.resetLimit ?? DEFAULT_RESET_LIMIT, limiters),
    dispatcher,
    content,
    trash,
    scheduler,
    publisher,
    mail: { settings: mailSettings, sender: mailSender },
    routes: [],
  };
  return { context, stopListening };
}
