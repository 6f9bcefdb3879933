import { setTimeout as sleep } from 'node:timers/promises';
import { acknowledged, type EdgePurger, inBatches, PURGE_REQUEST_TIMEOUT_MS } from './edge-purger.ts';

/**
 * URLs in one purge by URL: Cloudflare documents 30 for Free, Pro and Business zones (500 for
 * Enterprise, CLOUDFLARE_PURGE_BATCH_URLS).
 */
export const CLOUDFLARE_DEFAULT_BATCH_URLS = 30;
/** Answers 429 (rate limited) waited out, each as long as Retry-After says, before the purge fails. */
const MAX_RATE_LIMITED_TRIES = 3;
const MAX_RETRY_AFTER_S = 10;

export interface CloudflareSettings {
  zoneId: string;
  apiToken: string;
  /** The site's origins as visitors reach them through Cloudflare (`https://tiranagroup.al`). */
  siteUrls: readonly string[];
  batchUrls?: number;
  /** Cloudflare's API; another only for tests. */
  apiUrl?: string;
}

/**
 * The URLs that may hold `page` in Cloudflare's cache, which keys objects by URL: the page with and
 * without its trailing slash (the site server answers both), at each of the site's origins.
 * Query strings are the zone's affair: a Cache Rule that ignores them (README, "Edge cache").
 */
function urlsOf(page: string, siteUrls: readonly string[]): string[] {
  const spellings = page === '/' || /\.[a-z]+$/.test(page) ? [page] : [page, `${page}/`];
  return siteUrls.flatMap((origin) => spellings.map((spelling) => `${origin}${spelling}`));
}

function parseAnswer(text: string): { success?: unknown; errors?: unknown } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Cloudflare, by URL (`POST /zones/{zone_id}/purge_cache` with `{"files": [...]}`, an API token
 * with the Cache Purge permission), a batch of URLs at a time, one request after another so as to
 * stay within the account's purge rate; a 429 is waited out (Retry-After) a few times. Everything
 * is `{"purge_everything": true}`.
 */
export function cloudflarePurger({
  zoneId,
  apiToken,
  siteUrls,
  batchUrls = CLOUDFLARE_DEFAULT_BATCH_URLS,
  apiUrl = 'https://api.cloudflare.com/client/v4',
}: CloudflareSettings): EdgePurger {
  const endpoint = `${apiUrl}/zones/${encodeURIComponent(zoneId)}/purge_cache`;
  async function purge(body: unknown) {
    for (let tries = 1; ; tries++) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(PURGE_REQUEST_TIMEOUT_MS),
      });
      if (response.status === 429 && tries < MAX_RATE_LIMITED_TRIES) {
        await response.body?.cancel();
        const retryAfterS = Number(response.headers.get('retry-after') ?? 1);
        await sleep(1000 * Math.min(Number.isFinite(retryAfterS) ? retryAfterS : 1, MAX_RETRY_AFTER_S));
        continue;
      }
      const text = await acknowledged(response, 'Cloudflare');
      // Cloudflare's envelope: an answer may say success: false with its reasons in `errors`.
      const answer = parseAnswer(text);
      if (answer?.success !== true)
        throw new Error(`Cloudflare refused the purge: ${JSON.stringify(answer?.errors ?? text.slice(0, 200))}`);
      return;
    }
  }
  return {
    name: 'Cloudflare',
    async purgePages(pages) {
      const files = pages.flatMap((page) => urlsOf(page, siteUrls));
      for (const batch of inBatches(files, batchUrls)) await purge({ files: batch });
    },
    purgeEverything: () => purge({ purge_everything: true }),
  };
}
