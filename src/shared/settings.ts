import type { z } from 'zod';

/**
 * Defaults of the settings that several processes read (the API, the publisher, the site's build
 * and servers, the admin), written once, and the one way a bad setting is reported.
 */
export const DEFAULT_API_URL = 'http://localhost:8080';
export const DEFAULT_SITE_ORIGIN = 'http://localhost:4321';
export const DEFAULT_DATA_DIR = './data';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A URL setting without its trailing slash, so that paths can be appended to it. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

/** The settings given in `source`: an empty one is an unset one, as compose's `${ADMIN_EMAIL:-}` passes a removed value as ''. */
export const givenSettings = (source: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));

/** The message that stops a process started with bad settings: each one, and what is wrong with it. */
export function settingsError(what: string, error: z.ZodError): Error {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  return new Error(`Invalid ${what} in the environment:\n${lines.join('\n')}`);
}
