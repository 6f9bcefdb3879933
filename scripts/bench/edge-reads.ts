import { edgeKeyOf } from '../serve-site.ts';
import { sitePages } from './site-pages.ts';
import type { View } from './publish-edits.ts';

/** How often an edited page is read through the edge while the edit is on its way. */
const POLL_MS = 5;
/**
 * How long after its publish was reported live an edit may still not show through the edge: past
 * it, the edge serves a stale page, which is a failure, not a slow figure.
 */
const STALE_AFTER_LIVE_MS = 2000;

/** Reads of the site through the edge cache (Varnish with the shipped VCL) at `edgeUrl`. */
export function edgeReader(edgeUrl: string) {
  async function read(page: string) {
    const response = await fetch(`${edgeUrl}${page}`);
    const html = await response.text();
    // site.vcl says whether an answer came from the cache.
    return { status: response.status, html, cached: response.headers.get('x-cache') === 'HIT' };
  }

  /** Reads `page` until the edge answers it from its cache, and gives that answer; throws if it will not keep it. */
  async function warm(page: string) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await read(page);
      if (answer.cached) return answer;
    }
    throw new Error(`the edge does not keep ${page}`);
  }

  return {
    read,
    warm,

    /**
     * Milliseconds from `since` (performance.now()) until `view`'s page, read through the edge every
     * few ms, shows the edit. `liveSince` says when its publish was seen live (null before); an
     * abort of `signal` (the publish failed) ends the wait with its reason.
     */
    async untilShown(view: View, since: number, liveSince: () => number | null, signal: AbortSignal) {
      for (;;) {
        if (signal.aborted) throw signal.reason;
        const answer = await read(view.page);
        if (view.shows(answer)) return performance.now() - since;
        const live = liveSince();
        if (live !== null && performance.now() - live > STALE_AFTER_LIVE_MS)
          throw new Error(
            `${view.page} through the edge was still not ${view.what} ${STALE_AFTER_LIVE_MS} ms after its publish was live (status ${answer.status}, ${answer.cached ? 'HIT' : 'MISS'})`,
          );
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
export type EdgeReader = ReturnType<typeof edgeReader>;

/**
 * `count` pages of the published site, spread over it, that stand for the pages an edit leaves
 * alone: read through the edge before the edits and after each, they should stay cached unless
 * the edit's publish named them. Not-found pages and the admin's shell are left out.
 */
export async function bystanderPages(siteDir: string, count: number): Promise<string[]> {
  const pages = (await sitePages(siteDir)).filter((page) => !/(^|\/)(404|adminpage)(\/|$)/.test(page)).sort();
  const step = Math.max(1, Math.floor(pages.length / count));
  return pages.filter((_, index) => index % step === 0).slice(0, count);
}

/**
 * Checks that the edge still holds `pages` from its cache after a publish that purged `purged`
 * (the publish status's pages): those it purged are warmed again, the others read and counted.
 */
export async function keptAtTheEdge(edge: EdgeReader, pages: readonly string[], purged: readonly string[]) {
  const purgedKeys = new Set(purged.map(edgeKeyOf));
  const lost: string[] = [];
  let checked = 0;
  for (const page of pages) {
    if (purgedKeys.has(edgeKeyOf(page))) {
      await edge.warm(page);
      continue;
    }
    checked++;
    if (!(await edge.read(page)).cached) lost.push(page);
  }
  return { checked, lost };
}
