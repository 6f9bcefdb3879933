import type { FastifyServerOptions } from 'fastify';
import type { LoginThrottleOptions } from './auth/login-throttle.ts';
import type { ResetLimitOptions } from './auth/reset-limits.ts';
import type { ClientLimits } from './client-limits.ts';
import type { MailTimings } from './mail/mail-sender.ts';
import type { MailSettings } from './mail/mail-settings.ts';
import type { DeliveryTimings } from './outbox/dispatcher.ts';
import type { ContactRateLimit } from './routes/contacts.ts';
import type { S3Settings } from './uploads/s3-settings.ts';

/** What buildApp takes; a file of its own so that the modules buildApp calls read it without importing app.ts. */
export interface AppOptions {
  dataDir: string;
  /** The PostgreSQL server to use (DATABASE_URL); without it, the SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  /** Where the instances count the login and form limits together (REDIS_URL); without it, the database. */
  redisUrl?: string | undefined;
  /** The folder of uploaded files that instances share (UPLOADS_DIR); without it, dataDir's. */
  uploadsDir?: string | undefined;
  /** The bucket that keeps the files instead of a folder (S3_*): instances then share no disk. */
  s3?: S3Settings | undefined;
  /** Origins allowed to call the API from a browser (the public site, which also serves the admin). */
  siteOrigins: string[];
  /** The origin passkeys are made on, where the admin runs; without it, siteOrigins' first. */
  passkeyOrigin?: string;
  jwtSecret?: string | undefined;
  /** How long a session lasts after its login (JWT_EXPIRY), and without a request (SESSION_IDLE_TIMEOUT). */
  jwtExpiry?: string;
  sessionIdleTimeout?: string;
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  loginThrottle?: LoginThrottleOptions;
  /** How many forgotten-password emails may be asked for, per email and per address. */
  resetLimit?: ResetLimitOptions;
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
  /** How often the instance looks for scheduled publications that fell due (tests look more often). */
  scheduleCheckMs?: number;
}
