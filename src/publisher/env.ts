import path from 'node:path';
import { z } from 'zod';

/** The publisher's settings, read once at start; a bad one stops it with a message. */
const EnvSchema = z.object({
  PUBLISHER_PORT: z.coerce.number().int().min(0).max(65535).default(4322),
  PUBLISHER_HOST: z.string().min(1).default('localhost'),
  PUBLISH_WEBHOOK_SECRET: z
    .string()
    .min(32, 'PUBLISH_WEBHOOK_SECRET must have at least 32 characters (the API’s, see README)'),
  API_URL: z.url().default('http://localhost:8080'),
  DATA_DIR: z.string().min(1).default('./data'),
  SITE_OUT_DIR: z.string().min(1).default('dist/site'),
  SERVER_BUILD_DIR: z.string().min(1).default('dist/server-build'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface PublisherEnv {
  port: number;
  host: string;
  secret: string;
  apiUrl: string;
  /** The live site folder that the static server serves. */
  siteDir: string;
  serverBuildDir: string;
  /** The publisher's own state: its page index. */
  stateDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

export function readPublisherEnv(source: NodeJS.ProcessEnv = process.env): PublisherEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid publisher settings in the environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    port: env.PUBLISHER_PORT,
    host: env.PUBLISHER_HOST,
    secret: env.PUBLISH_WEBHOOK_SECRET,
    apiUrl: env.API_URL.replace(/\/$/, ''),
    siteDir: path.resolve(env.SITE_OUT_DIR),
    serverBuildDir: path.resolve(env.SERVER_BUILD_DIR),
    stateDir: path.resolve(env.DATA_DIR, 'publisher'),
    logLevel: env.LOG_LEVEL,
  };
}
