import { randomUUID } from 'node:crypto';
import type { ChangeEvent, PublishOutcome } from '#shared/payloads/publish.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { sitemapChunkPath, sitemapFileOf } from '#shared/sitemap.ts';
import { ApiUnavailableError } from '#site/data/api.ts';
import { type PageScope, pageScopesOf, sitemapTagsOf } from '#site/data/page-sets.ts';
import type { EdgeCache } from './edge/edge-cache.ts';
import { normalizePagePath, pageFile } from './page-files.ts';
import type { RenderedPage, Renderer } from './renderer.ts';
import { discardStaged, placeStaged, removeFile, type StagedFile } from './site-writer.ts';
import type { PublisherState } from './state/publisher-state.ts';

export interface PublishContext {
  /** The page index and the polish queue, which a publish updates at once. */
  state: Pick<PublisherState, 'pages' | 'polishQueue' | 'transaction'>;
  renderer: Renderer;
  siteDir: string;
  /** Every page the site publishes now, from the API, or those of one part of it (#site/data/page-sets.ts). */
  listPages: (scope?: PageScope) => Promise<string[]>;
  /** The edge cache in front of the site (EDGE_PURGE), purged of changed pages before they are answered live. */
  edge?: EdgeCache | undefined;
}

/**
 * Pages in hand at once, across the rendering threads: each thread keeps a few, so that their
 * reads of the API overlap (islands take the language of their own page).
 */
const RENDER_CONCURRENCY = 8;

/**
 * Pages a publish renders from which it reads the API in bulk (#shared/bulk-reads.ts): a bulk read
 * of 500 news items takes the API about as long as 20 single reads, and the pages of one edit
 * read a handful of items.
 */
export const BULK_READS_FROM_PAGES = 100;

/** A page whose render failed: the publish stops before anything is written. */
export class RenderError extends Error {}

/**
 * Publishes a batch of change events at once: renders every page that read a changed tag, the
 * pages that new entities add, in both languages; writes those whose HTML changed, atomically;
 * deletes the pages of deleted entities; then records what the pages read. Either every page is
 * rendered and the files follow, or nothing is written. Returns each event's outcome, and how many
 * pages the batch rendered (a page that several events touched counts in each of their outcomes).
 */
export async function publishEvents(
  events: ChangeEvent[],
  context: PublishContext,
): Promise<{ outcomes: PublishOutcome[]; rendered: number }> {
  const arrivedAt = new Date().toISOString();
  const index = context.state.pages;
  const added = new Set<string>();
  const removed = new Set<string>();
  const tags = new Set(events.flatMap((event) => event.tags));
  // The pages the batch adds and removes: each part of the site it may change, compared with the API.
  const scopes = new Map(events.flatMap(pageScopesOf).map((scope) => [scope.key, scope]));
  for (const scope of scopes.values()) {
    const now = new Set((await context.listPages(scope)).map(normalizePagePath));
    for (const page of now) if (!index.paths().has(page)) added.add(page);
    for (const folder of scope.folders)
      for (const page of index.pathsUnder(folder)) if (!now.has(page)) removed.add(page);
    if (scope.ids) tags.add(TAGS.pageSet(scope.ids));
  }
  for (const tag of events.flatMap(sitemapTagsOf)) tags.add(tag);
  for (const page of [...added, ...removed]) {
    const file = sitemapFileOf(page);
    if (file) tags.add(TAGS.sitemapFile(file.section, file.chunk));
  }
  const selectedBy = new Map(events.map((event) => [event, index.pagesTagged(event.tags)]));
  const toRender = index.pagesTagged(tags);
  for (const page of added) toRender.add(page);
  for (const page of removed) toRender.delete(page);

  const { rendered, written, read } = await renderAndWrite(toRender, [...removed], context);
  const liveAt = new Date().toISOString();

  const outcomes = events.map((event) => {
    const own = selectedBy.get(event) ?? new Set<string>();
    if (pageScopesOf(event).length > 0) for (const page of [...added, ...removed]) own.add(page);
    // A page new to the index (an item created in the same batch as its first edit) reads the edit's tags only now.
    const eventTags = new Set(event.tags);
    for (const [page, pageTags] of read) if (pageTags.some((tag) => eventTags.has(tag))) own.add(page);
    const renderedForEvent = [...own].filter((page) => rendered.has(page));
    return {
      eventId: event.eventId,
      arrivedAt,
      liveAt,
      rendered: renderedForEvent.length,
      pages: [...own].filter((page) => written.has(page)).sort(pagesBeforeFiles),
      error: null,
    };
  });
  return { outcomes, rendered: rendered.size };
}

/**
 * Renders every page the site publishes again and writes those that changed: the path of an edit
 * that touches every page. Returns how many pages were rendered and written.
 */
export async function republishAll(context: PublishContext): Promise<{ rendered: number; written: number }> {
  const current = new Set((await context.listPages()).map(normalizePagePath));
  const removed = [...context.state.pages.paths()].filter((page) => !current.has(page));
  const { rendered, written } = await renderAndWrite(current, removed, context);
  return { rendered: rendered.size, written: written.size };
}

const hasExtension = (page: string) => /\.[a-z]+$/.test(page);
/** Pages before the feeds and sitemap files (`.json`, `.xml`), which point at pages; then by name. */
const pagesBeforeFiles = (a: string, b: string) =>
  Number(hasExtension(a)) - Number(hasExtension(b)) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Renders `pages`, the rendering threads staging each changed file beside its place as it comes,
 * then puts them in place (pages before feeds and sitemap, which point at pages) and removes
 * `removed`, with any page whose entity was deleted meanwhile; then purges them from the edge
 * cache, with any an earlier publish failed to purge, which count as written. A render that fails
 * drops what was staged: nothing is written. Only the staged files' names are kept, so a publish
 * of every page holds no page in memory.
 */
async function renderAndWrite(pages: Set<string>, removed: string[], context: PublishContext) {
  const tags = new Map<string, string[]>();
  const staged = new Map<string, StagedFile>();
  const take = async (page: string, result: RenderedPage) => {
    tags.set(page, result.tags);
    // A page rendered twice (a sitemap file, renderPages) keeps its second render only.
    const earlier = staged.get(page);
    if (earlier) await discardStaged(earlier);
    if (result.staged) staged.set(page, result.staged);
    else staged.delete(page);
  };
  const bulk = pages.size >= BULK_READS_FROM_PAGES;
  const render = (page: string, batch: string) =>
    context.renderer.render(page, batch, { bulk, write: { file: pageFile(context.siteDir, page), into: 'live' } });
  try {
    const { gone } = await renderPages([...pages], render, context, take);
    removed = [...removed, ...gone];
  } catch (error) {
    await Promise.all([...staged.values()].map(discardStaged));
    throw error;
  }
  // Noted before any file moves, so that not even a crash in between leaves the edge serving an old page.
  context.edge?.remember([...staged.keys(), ...removed]);
  const ordered = [...staged.keys()].sort(pagesBeforeFiles);
  for (const [index, page] of ordered.entries()) {
    await placeStaged(staged.get(page) as StagedFile).catch(async (error: unknown) => {
      await Promise.all(ordered.slice(index).map((left) => discardStaged(staged.get(left) as StagedFile)));
      throw error;
    });
  }
  const written = new Set(staged.keys());
  for (const page of removed) if (await removeFile(context.siteDir, pageFile(context.siteDir, page))) written.add(page);
  context.state.transaction(() => {
    context.state.pages.update(tags, removed);
    context.state.polishQueue.done(removed);
    context.state.polishQueue.add(staged.keys());
  });
  for (const page of (await context.edge?.flush()) ?? []) written.add(page);
  return { rendered: new Set(tags.keys()), written, read: tags };
}

/**
 * Renders `pages` with `render`, handing each page that rendered to `take`. A page that renders
 * as not found is gone when the API confirms it (its entity was deleted after the publish began;
 * that delete's event follows), and the sitemap files that listed it are rendered again. Returns
 * the pages gone.
 */
export async function renderPages(
  pages: string[],
  render: (page: string, batch: string) => Promise<RenderedPage>,
  context: Pick<PublishContext, 'listPages'>,
  take: (page: string, result: RenderedPage) => Promise<void> | void,
): Promise<{ gone: string[] }> {
  const missing: string[] = [];
  const collect = (page: string, result: RenderedPage) =>
    result.status === 404 ? void missing.push(page) : take(page, result);
  await renderAll(pages, render, randomUUID(), collect);
  const { gone, listed } = await goneOrListed(missing.splice(0), context);
  // A page the API still lists came back since it rendered as not found: its last item was deleted
  // and another made (a building's catalogues of a category, emptied and filled again). A sitemap
  // file lists its pages but records no tag of their items, and this publish may have rendered it
  // before they went. Both are rendered again now (a new batch, reading afresh), as the delete's
  // own publish will find the pages already gone and leave the files alone.
  await renderAll([...listed, ...sitemapFilesOf(gone)], render, randomUUID(), collect);
  const failed = missing.filter((page) => listed.includes(page));
  if (failed.length > 0) throw new RenderError(`${failed.join(', ')} rendered with status 404`);
  return { gone };
}

/**
 * `missing`, pages that rendered as not found, parted by what the API lists now: the pages gone
 * (an admin deleted their entity after this publish began, and that delete's event follows), and
 * those it still lists.
 */
async function goneOrListed(
  missing: string[],
  context: Pick<PublishContext, 'listPages'>,
): Promise<{ gone: string[]; listed: string[] }> {
  if (missing.length === 0) return { gone: [], listed: [] };
  const current = new Set((await context.listPages()).map(normalizePagePath));
  return { gone: missing.filter((page) => !current.has(page)), listed: missing.filter((page) => current.has(page)) };
}

/** The sitemap files that list `pages`. */
function sitemapFilesOf(pages: readonly string[]): string[] {
  const files = pages.flatMap((page) => sitemapFileOf(page) ?? []);
  return [...new Set(files.map(({ section, chunk }) => sitemapChunkPath(section, chunk)))];
}

/**
 * Renders `pages`, a few at once, handing each to `take`; the first failure stops the rest. It
 * rejects once the renders in flight have ended and been taken, so that the caller's clean-up of
 * what was staged comes after the last of them, and no staged file is left behind.
 */
async function renderAll(
  pages: string[],
  render: (page: string, batch: string) => Promise<RenderedPage>,
  batch: string,
  take: (page: string, result: RenderedPage) => Promise<void> | void,
) {
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++] as string;
      const result = await render(page, batch).catch((error: unknown) => {
        next = pages.length;
        throw new RenderError(`${page} could not be rendered: ${error instanceof Error ? error.message : error}`);
      });
      if (result.status !== 200 && result.status !== 404) {
        next = pages.length;
        // The page's reads found the API unavailable (middleware.ts): no fault of the page.
        if (result.status === 503)
          throw new ApiUnavailableError(`${page} could not be rendered: the API is unavailable`);
        throw new RenderError(`${page} rendered with status ${result.status}`);
      }
      await take(page, result);
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: Math.min(RENDER_CONCURRENCY, pages.length) }, worker));
  const failure = ended.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}
