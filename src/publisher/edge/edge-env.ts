import { z } from 'zod';
import { settingsError, withoutTrailingSlash } from '#shared/settings.ts';
import { CLOUDFLARE_DEFAULT_BATCH_URLS, cloudflarePurger } from './cloudflare-purger.ts';
import type { EdgePurger } from './edge-purger.ts';
import { fastlyPurger } from './fastly-purger.ts';
import { varnishPurger } from './varnish-purger.ts';

/** A comma-separated list of http(s) URLs, without trailing slashes. */
const UrlList = (name: string, what: string) =>
  z
    .string({ error: `${name} is needed: ${what}` })
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: `${name} holds http(s) URLs, separated by commas` })).min(1))
    .transform((urls) => urls.map(withoutTrailingSlash));

const required = (name: string, what: string) => z.string({ error: `${name} is needed: ${what}` }).min(1);

/** Which edge cache the publisher purges, and how to reach it (README, "Edge cache"). */
const EdgeEnvSchema = z.discriminatedUnion(
  'EDGE_PURGE',
  [
    z.object({
      EDGE_PURGE: z.literal('varnish'),
      VARNISH_URLS: UrlList('VARNISH_URLS', 'each Varnish in front of the site (http://127.0.0.1:6081)'),
    }),
    z.object({
      EDGE_PURGE: z.literal('fastly'),
      FASTLY_SERVICE_ID: required('FASTLY_SERVICE_ID', 'the Fastly service in front of the site'),
      FASTLY_API_TOKEN: required('FASTLY_API_TOKEN', 'a Fastly API token with the purge_select and purge_all scopes'),
    }),
    z.object({
      EDGE_PURGE: z.literal('cloudflare'),
      CLOUDFLARE_ZONE_ID: required('CLOUDFLARE_ZONE_ID', 'the Cloudflare zone of the site'),
      CLOUDFLARE_API_TOKEN: required('CLOUDFLARE_API_TOKEN', 'a Cloudflare API token with Cache Purge permission'),
      SITE_URL: UrlList('SITE_URL', 'the site as visitors reach it through Cloudflare (https://tiranagroup.al)'),
      CLOUDFLARE_PURGE_BATCH_URLS: z.coerce.number().int().min(1).max(500).default(CLOUDFLARE_DEFAULT_BATCH_URLS),
    }),
  ],
  { error: 'EDGE_PURGE is varnish, fastly or cloudflare, or unset for no edge cache' },
);
export type EdgeSettings = z.infer<typeof EdgeEnvSchema>;

/** The edge cache settings, or undefined when EDGE_PURGE is unset (no edge cache to purge). */
export function readEdgeEnv(source: NodeJS.ProcessEnv): EdgeSettings | undefined {
  if (!source.EDGE_PURGE) return undefined;
  const result = EdgeEnvSchema.safeParse(source);
  if (!result.success) throw settingsError('edge cache settings', result.error);
  return result.data;
}

/** The purger of the edge cache that `settings` name. */
export function createEdgePurger(settings: EdgeSettings): EdgePurger {
  switch (settings.EDGE_PURGE) {
    case 'varnish':
      return varnishPurger(settings.VARNISH_URLS);
    case 'fastly':
      return fastlyPurger({ serviceId: settings.FASTLY_SERVICE_ID, apiToken: settings.FASTLY_API_TOKEN });
    case 'cloudflare':
      return cloudflarePurger({
        zoneId: settings.CLOUDFLARE_ZONE_ID,
        apiToken: settings.CLOUDFLARE_API_TOKEN,
        siteUrls: settings.SITE_URL,
        batchUrls: settings.CLOUDFLARE_PURGE_BATCH_URLS,
      });
  }
}
