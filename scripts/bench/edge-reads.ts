import type { View } from './publish-edits.ts';
import { sitePages } from './site-pages.ts';

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
 * The pages that stand for those an edit leaves alone: one of each kind of page the published site
 * has (a page path with its ids taken out: `/en/jobdetails/:id`), the middle one of its kind, so
 * that a project's edit is checked against a vacancy's page, a news item's, a catalogue's and so
 * on, in both languages. Not-found pages and the admin's shell are left out.
 */
export async function bystanderPages(siteDir: string): Promise<string[]> {
  const pages = (await sitePages(siteDir)).filter((page) => !/(^|\/)(404|adminpage)(\/|$)/.test(page));
  const kinds = Map.groupBy(pages, (page) => page.replace(/\/\d+(?=\/|$)/g, '/:id'));
  return [...kinds.values()].map((group) => group.toSorted()[Math.floor(group.length / 2)] as string).sort();
}

/** The bystanders as the edge last kept them: each page's HTML. */
export type KeptPages = Map<string, string>;

/** Warms each of `pages` at the edge and keeps the HTML it holds. */
export async function keepAtTheEdge(edge: EdgeReader, pages: readonly string[]): Promise<KeptPages> {
  const kept: KeptPages = new Map();
  for (const page of pages) kept.set(page, (await edge.warm(page)).html);
  return kept;
}

/**
 * Reads every kept page through the edge after an edit. A page still served from its cache is
 * kept; one the edge no longer had and whose bytes changed shows the edit and was rightly purged
 * (it is warmed again); one it no longer had with the same bytes was purged for nothing, and is
 * counted among `needless`.
 */
export async function keptAtTheEdge(edge: EdgeReader, kept: KeptPages) {
  const needless: string[] = [];
  let changed = 0;
  for (const [page, html] of kept) {
    const answer = await edge.read(page);
    if (answer.cached) continue;
    if (answer.html === html) needless.push(page);
    else changed++;
    kept.set(page, (await edge.warm(page)).html);
  }
  return { checked: kept.size, changed, needless };
}
