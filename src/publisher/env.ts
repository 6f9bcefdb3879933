import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_API_URL,
  DEFAULT_DATA_DIR,
  givenSettings,
  LOG_LEVELS,
  settingsError,
  withoutTrailingSlash,
} from '#shared/settings.ts';
import { type EdgeSettings, readEdgeEnv } from './edge/edge-env.ts';

/** The publisher's settings, read once at start; a bad one stops it with a message. */
const EnvSchema = z.object({
  PUBLISHER_PORT: z.coerce.number().int().min(0).max(65535).default(4322),
  PUBLISHER_HOST: z.string().min(1).default('localhost'),
  PUBLISH_WEBHOOK_SECRET: z
    .string()
    .min(32, 'PUBLISH_WEBHOOK_SECRET must have at least 32 characters (the API’s, see README)'),
  API_URL: z.url().default(DEFAULT_API_URL),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  SITE_OUT_DIR: z.string().min(1).default('dist/site'),
  SERVER_BUILD_DIR: z.string().min(1).default('dist/server-build'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
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
  /** The edge cache to purge after each publish; none when EDGE_PURGE is unset. */
  edge: EdgeSettings | undefined;
}

export function readPublisherEnv(source: NodeJS.ProcessEnv = process.env): PublisherEnv {
  const result = EnvSchema.safeParse(givenSettings(source));
  if (!result.success) throw settingsError('publisher settings', result.error);
  const env = result.data;
  return {
    port: env.PUBLISHER_PORT,
    host: env.PUBLISHER_HOST,
    secret: env.PUBLISH_WEBHOOK_SECRET,
    apiUrl: withoutTrailingSlash(env.API_URL),
    siteDir: path.resolve(env.SITE_OUT_DIR),
    serverBuildDir: path.resolve(env.SERVER_BUILD_DIR),
    stateDir: path.resolve(env.DATA_DIR, 'publisher'),
    logLevel: env.LOG_LEVEL,
    edge: readEdgeEnv(source),
  };
}
