import { acknowledged, type EdgePurger, inBatches, PURGE_REQUEST_TIMEOUT_MS } from './edge-purger.ts';

/** Fastly's documented maximum of surrogate keys in one batch purge. */
export const FASTLY_MAX_KEYS_PER_PURGE = 256;

export interface FastlySettings {
  serviceId: string;
  apiToken: string;
  /** Fastly's API; another only for tests. */
  apiUrl?: string;
}

/**
 * Fastly, by surrogate key: each page's key is its path (the site server's Surrogate-Key). Batch
 * purges (`POST /service/{service_id}/purge` with `{"surrogate_keys": [...]}`, at most 256 keys)
 * are hard purges, so that the next read of a changed page is fresh; everything is
 * `POST /service/{service_id}/purge_all`. The token needs the purge_select and purge_all scopes.
 */
export function fastlyPurger({ serviceId, apiToken, apiUrl = 'https://api.fastly.com' }: FastlySettings): EdgePurger {
  const service = `${apiUrl}/service/${encodeURIComponent(serviceId)}`;
  async function post(url: string, body?: unknown) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Fastly-Key': apiToken,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(PURGE_REQUEST_TIMEOUT_MS),
    });
    await acknowledged(response, 'Fastly');
  }
  return {
    name: 'Fastly',
    async purgePages(pages) {
      for (const keys of inBatches(pages, FASTLY_MAX_KEYS_PER_PURGE))
        await post(`${service}/purge`, { surrogate_keys: keys });
    },
    purgeEverything: () => post(`${service}/purge_all`),
  };
}
