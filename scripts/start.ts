import path from 'node:path';
import { z } from 'zod';
import { edgeCacheFromEnv, startSiteServer } from '#publisher/origin/serve-site.ts';
import { readEnv } from '#server/env.ts';
import { startApi } from '#server/main.ts';
import { publishWebhookSecret } from '#server/outbox/webhook-secret.ts';
import { supervisePublisher } from './publisher-process.ts';
import { seed } from './seed.ts';
import { startDevMailInbox } from './services/dev-mail-inbox.ts';

/** The demo admin that `npm start` creates when ADMIN_EMAIL and ADMIN_PASSWORD are not set. */
const DEMO_ADMIN = { ADMIN_EMAIL: 'admin@tiranagroup.al', ADMIN_PASSWORD: 'demo-admin-2026' };

const Ports = z.object({
  SITE_PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  PUBLISHER_PORT: z.coerce.number().int().min(1).max(65535).default(4322),
  /** MAIL_DEV=true: the API sends its emails to a development inbox (MailDev) shown on MAIL_DEV_PORT. */
  MAIL_DEV: z.stringbool().default(false),
  MAIL_DEV_PORT: z.coerce.number().int().min(1).max(65535).default(1080),
  MAIL_DEV_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
});
/** Who the development inbox shows as staff, unless STAFF_EMAIL says. */
const DEV_STAFF_EMAIL = 'staff@tiranagroup.al';
const SITE_OUT_DIR = path.resolve(process.env.SITE_OUT_DIR ?? 'dist/site');

/**
 * The whole product from one command: demo content in an empty DATA_DIR, the API, the publisher
 * (a full publish of the site at its first start, then every admin edit as it happens) and the
 * static server.
 */
async function main() {
  const { SITE_PORT, PUBLISHER_PORT, MAIL_DEV, MAIL_DEV_PORT, MAIL_DEV_SMTP_PORT } = Ports.parse(process.env);
  const inbox = MAIL_DEV ? await startDevMailInbox(MAIL_DEV_SMTP_PORT, MAIL_DEV_PORT) : undefined;
  const devMail = inbox ? { SMTP_URL: inbox.smtpUrl, STAFF_EMAIL: process.env.STAFF_EMAIL ?? DEV_STAFF_EMAIL } : {};
  const siteOrigin = `http://localhost:${SITE_PORT}`;
  const publisherUrl = `http://localhost:${PUBLISHER_PORT}`;
  const base = readEnv({ ...DEMO_ADMIN, LOG_LEVEL: 'warn', PUBLIC_SITE_ORIGIN: siteOrigin, ...process.env });
  const secret = await publishWebhookSecret(base);
  const env = readEnv({
    ...DEMO_ADMIN,
    LOG_LEVEL: 'warn',
    PUBLIC_SITE_ORIGIN: siteOrigin,
    PUBLISH_WEBHOOK_URL: `${publisherUrl}/webhook`,
    ...process.env,
    ...devMail,
    PUBLISH_WEBHOOK_SECRET: secret,
  });
  const apiUrl = `http://localhost:${env.API_PORT}`;

  const started = performance.now();
  const added = await seed(env.DATA_DIR, {
    databaseUrl: env.DATABASE_URL,
    uploadsDir: env.UPLOADS_DIR,
    s3: env.S3,
    progressTo: process.stdout,
  });
  if (added) console.log(`Seeded demo content into ${env.DATA_DIR} in ${seconds(started)} s.`);

  await startApi(env);
  const publishing = performance.now();
  const publisher = supervisePublisher({
    env: {
      ...process.env,
      LOG_LEVEL: env.LOG_LEVEL,
      API_URL: apiUrl,
      PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? apiUrl,
      PUBLIC_SITE_ORIGIN: siteOrigin,
      DATA_DIR: env.DATA_DIR,
      SITE_OUT_DIR,
      PUBLISHER_PORT: String(PUBLISHER_PORT),
      PUBLISH_WEBHOOK_SECRET: secret,
    },
  });
  // The API closes on SIGTERM and SIGINT, then the process exits: the publisher goes with it.
  process.once('exit', () => void publisher.stop());
  await publisher.ready;
  console.log(`The publisher is ready (${seconds(publishing)} s).`);
  await startSiteServer({ root: SITE_OUT_DIR, port: SITE_PORT, apiUrl, edgeCache: edgeCacheFromEnv(process.env) });

  console.log(`\nSite:         ${siteOrigin}   (English: ${siteOrigin}/en/)`);
  console.log(`Admin:        ${siteOrigin}/loginadmin   (${env.ADMIN_EMAIL ?? 'set ADMIN_EMAIL'})`);
  console.log(`API:          ${apiUrl}   (documentation: ${apiUrl}/docs)`);
  console.log(`Publisher:    ${publisherUrl}/status`);
  if (inbox)
    console.log(`Mail inbox:   ${inbox.webUrl}   (every email the API sends; staff: ${env.STAFF_EMAIL.join(', ')})`);
  console.log('');
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
