import { acknowledged, type EdgePurger, PURGE_REQUEST_TIMEOUT_MS } from './edge-purger.ts';

/**
 * Keys per PURGE request, by length: they travel in one header, and Varnish refuses a header line
 * longer than http_req_hdr_len (8 KB by default).
 */
const MAX_KEYS_HEADER_BYTES = 4096;

/** Space-separated key lists, each short enough for one header. */
function keyLists(keys: readonly string[]): string[] {
  const lists: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current && current.length + 1 + key.length > MAX_KEYS_HEADER_BYTES) {
      lists.push(current);
      current = '';
    }
    current = current ? `${current} ${key}` : key;
  }
  if (current) lists.push(current);
  return lists;
}

/**
 * Varnish with deploy/varnish/site.vcl, at one address or several (every cache in front of the
 * site): `PURGE` with the pages' keys in `xkey-purge` (the xkey vmod's hard purge), or with
 * `Purge-All: true` for everything. Every Varnish must acknowledge; they are told at once.
 */
export function varnishPurger(urls: readonly string[]): EdgePurger {
  async function purge(url: string, headers: Record<string, string>) {
    const response = await fetch(url, {
      method: 'PURGE',
      headers,
      signal: AbortSignal.timeout(PURGE_REQUEST_TIMEOUT_MS),
    });
    await acknowledged(response, `Varnish at ${url}`);
  }
  return {
    name: 'Varnish',
    async purgePages(pages) {
      const lists = keyLists(pages);
      await Promise.all(
        urls.map(async (url) => {
          for (const keys of lists) await purge(url, { 'xkey-purge': keys });
        }),
      );
    },
    async purgeEverything() {
      await Promise.all(urls.map((url) => purge(url, { 'Purge-All': 'true' })));
    },
  };
}
