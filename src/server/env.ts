import path from 'node:path';
import { z } from 'zod';
import { MIN_PASSWORD_CHARS } from '#shared/constants.ts';
import { DEFAULT_TRASH_RETENTION_DAYS } from '#shared/payloads/trash.ts';
import { DEFAULT_DATA_DIR, DEFAULT_SITE_ORIGIN, givenSettings, LOG_LEVELS, settingsError } from '#shared/settings.ts';
import { DURATION_PATTERN } from './duration.ts';
import { DEFAULT_ACTIVITY_RETENTION_DAYS } from './history/activity-retention.ts';
import { DEFAULT_MAIL_FROM } from './mail/mail-settings.ts';
import { DEFAULT_CV_RETENTION_DAYS } from './privacy/application-retention.ts';
import { readS3Settings, type S3Settings } from './uploads/s3-settings.ts';

const RETENTION_DAYS_RULE = 'TRASH_RETENTION_DAYS is a whole number of days, 1 or more';
const CV_RETENTION_DAYS_RULE = 'CV_RETENTION_DAYS is a whole number of days, 1 or more';

/** Settings read from the environment once at start; a bad one stops the process with a message. */
const EnvSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  API_HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  UPLOADS_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL is a postgres:// URL, or unset for the SQLite file' })
    .optional(),
  /** Where the API instances count the login and form limits together; unset, the database does. */
  REDIS_URL: z
    .url({
      protocol: /^rediss?$/,
      error: 'REDIS_URL is a redis:// or rediss:// URL, or unset to count limits in the database',
    })
    .optional(),
  PUBLIC_SITE_ORIGIN: z
    .string()
    .default(DEFAULT_SITE_ORIGIN)
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_CHARS, `ADMIN_PASSWORD must have at least ${MIN_PASSWORD_CHARS} characters`)
    .optional(),
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must have at least 32 characters; leave it unset to have one generated')
    .optional(),
  JWT_EXPIRY: z.string().regex(DURATION_PATTERN, 'JWT_EXPIRY is a number and a unit, like 8h or 30m').default('8h'),
  SESSION_IDLE_TIMEOUT: z
    .string()
    .regex(DURATION_PATTERN, 'SESSION_IDLE_TIMEOUT is a number and a unit, like 2h or 30m')
    .default('2h'),
  TRUST_PROXY: z.stringbool().default(false),
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** How many days a deleted item waits in the trash, to be restored, before it is deleted for good with its files. */
  TRASH_RETENTION_DAYS: z.coerce
    .number({ error: RETENTION_DAYS_RULE })
    .int(RETENTION_DAYS_RULE)
    .positive(RETENTION_DAYS_RULE)
    .default(DEFAULT_TRASH_RETENTION_DAYS),
  PUBLISH_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'PUBLISH_WEBHOOK_URL is an http(s) URL' }).optional(),
  PUBLISH_WEBHOOK_SECRET: z
    .string()
    .min(32, 'PUBLISH_WEBHOOK_SECRET must have at least 32 characters; leave it unset to have one generated')
    .optional(),
  /** The mail server (smtp:// or smtps://user:pass@host:port); unset, no email is sent (docs/decisions/018-mail.md). */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL is an smtp:// or smtps:// URL, or unset to send no email' })
    .optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /** Who hears of each contact message and application: one address or several, separated by commas. */
  STAFF_EMAIL: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'STAFF_EMAIL is an email address, or several separated by commas' }))),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Where Prometheus scrapes GET /metrics; unset, no metrics are served. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Days the activity log keeps an entry; older ones are deleted daily. */
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().positive().default(DEFAULT_ACTIVITY_RETENTION_DAYS),
  /** Days a job application and its CV are kept; older ones are deleted daily with their CVs and emails. */
  CV_RETENTION_DAYS: z.coerce
    .number({ error: CV_RETENTION_DAYS_RULE })
    .int(CV_RETENTION_DAYS_RULE)
    .positive(CV_RETENTION_DAYS_RULE)
    .default(DEFAULT_CV_RETENTION_DAYS),
});
export type Env = z.infer<typeof EnvSchema> & { S3: S3Settings | undefined };

/**
 * Instances that share a PostgreSQL database must sign with the same keys: with DATABASE_URL, the
 * keys are settings, not generated per data folder.
 */
const SharedSecretsSchema = EnvSchema.superRefine((env, context) => {
  if (!env.DATABASE_URL) return;
  const needed = ['JWT_SECRET', ...(env.PUBLISH_WEBHOOK_URL ? (['PUBLISH_WEBHOOK_SECRET'] as const) : [])] as const;
  for (const name of needed) {
    if (env[name]) continue;
    context.addIssue({ code: 'custom', path: [name], message: `${name} is required with DATABASE_URL` });
  }
});

function parse(schema: typeof EnvSchema | typeof SharedSecretsSchema, source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(givenSettings(source));
  if (!result.success) throw settingsError('settings', result.error);
  const { DATA_DIR, UPLOADS_DIR } = result.data;
  return {
    ...result.data,
    DATA_DIR: path.resolve(DATA_DIR),
    UPLOADS_DIR: UPLOADS_DIR && path.resolve(UPLOADS_DIR),
    // The bucket's settings have a reader of their own (S3_*): undefined keeps the files in the folder.
    S3: readS3Settings(source),
  };
}

/** The settings, as the tools that open the database read them (seed, user, backup). */
export const readEnv = (source: NodeJS.ProcessEnv = process.env) => parse(EnvSchema, source);

/** The settings of an API instance, which signs tokens and webhooks. */
export const readApiEnv = (source: NodeJS.ProcessEnv = process.env) => parse(SharedSecretsSchema, source);
