/**
 * An edge cache (a CDN, or Varnish) in front of the site, which the publisher tells which pages
 * changed. Pages are named as the publisher names them (`/news`, `/en`, `/en/menu.json`), which is
 * also the key the site server gives each page (origin/serve-site.ts, edgeKeyOf).
 */
export interface EdgePurger {
  /** The edge's name in messages. */
  readonly name: string;
  /** Makes the edge forget `pages`; resolves once the edge acknowledged every one, rejects otherwise. */
  purgePages(pages: readonly string[]): Promise<void>;
  /** Makes the edge forget the whole site: after a full publish, which may change every file. */
  purgeEverything(): Promise<void>;
}

/** How long one purge request may take; a slower edge fails the publish, which is tried again. */
export const PURGE_REQUEST_TIMEOUT_MS = 10_000;

/** `items` in runs of at most `size`, in order. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** The answer's body once its status is 2xx; otherwise an error naming `what`, the status and the body's start. */
export async function acknowledged(response: Response, what: string): Promise<string> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${body.slice(0, 200).trim()}`);
  return body;
}
