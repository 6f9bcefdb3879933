import { randomUUID } from 'node:crypto';
import { KINDS_WITH_PAGES, TAGS } from '#shared/publish-tags.ts';
import type { ChangeEvent, PublishOutcome } from '#shared/schemas/publish.ts';
import { sitemapFileOf } from '#shared/sitemap.ts';
import { normalizePagePath, pageFile } from './page-files.ts';
import type { PageIndex } from './page-index.ts';
import type { RenderedPage, Renderer } from './renderer.ts';
import { removeFile, writeFileAtomically } from './site-writer.ts';

export interface PublishContext {
  index: PageIndex;
  renderer: Renderer;
  siteDir: string;
  /** Every page the site publishes now, from the API (data/page-paths.ts). */
  listPages: () => Promise<string[]>;
}

/** Pages rendered at once: their reads of the API overlap (islands take the language of their own page). */
const RENDER_CONCURRENCY = 4;

/** A page whose render failed: the publish stops before anything is written. */
export class RenderError extends Error {}

const changesPageSet = (event: ChangeEvent) => event.operation !== 'update' && KINDS_WITH_PAGES.includes(event.kind);

/**
 * Publishes a batch of change events at once: renders every page that read a changed tag, the
 * pages that new entities add, in both languages; writes those whose HTML changed, atomically;
 * deletes the pages of deleted entities; then records what the pages read. Either every page is
 * rendered and the files follow, or nothing is written.
 */
export async function publishEvents(events: ChangeEvent[], context: PublishContext): Promise<PublishOutcome[]> {
  const arrivedAt = new Date().toISOString();
  const { index } = context;
  let added: string[] = [];
  let removed: string[] = [];
  const tags = new Set(events.flatMap((event) => event.tags));
  // Only creates and deletes change which pages exist; an update need not read the whole index.
  if (events.some(changesPageSet)) {
    const known = index.paths();
    const current = new Set((await context.listPages()).map(normalizePagePath));
    added = [...current].filter((page) => !known.has(page));
    removed = [...known].filter((page) => !current.has(page));
    tags.add(TAGS.pageSet);
    for (const page of [...added, ...removed]) {
      const file = sitemapFileOf(page);
      if (file) tags.add(TAGS.sitemapFile(file.section, file.chunk));
    }
  }
  const selectedBy = new Map(events.map((event) => [event, index.pagesTagged(event.tags)]));
  const toRender = index.pagesTagged(tags);
  for (const page of added) toRender.add(page);
  for (const page of removed) toRender.delete(page);

  const { rendered, written } = await renderAndWrite(toRender, removed, context);
  const liveAt = new Date().toISOString();

  return events.map((event) => {
    const own = selectedBy.get(event) ?? new Set<string>();
    if (changesPageSet(event)) for (const page of [...added, ...removed]) own.add(page);
    const renderedForEvent = [...own].filter((page) => rendered.has(page));
    return {
      eventId: event.eventId,
      arrivedAt,
      liveAt,
      rendered: renderedForEvent.length,
      pages: [...own].filter((page) => written.has(page)).sort(),
      error: null,
    };
  });
}

/**
 * Renders every page the site publishes again and writes those that changed: the path of an edit
 * that touches every page. Returns how many pages were rendered and written.
 */
export async function republishAll(context: PublishContext): Promise<{ rendered: number; written: number }> {
  const current = new Set((await context.listPages()).map(normalizePagePath));
  const removed = [...context.index.paths()].filter((page) => !current.has(page));
  const { rendered, written } = await renderAndWrite(current, removed, context);
  return { rendered: rendered.size, written: written.size };
}

const hasExtension = (page: string) => /\.[a-z]+$/.test(page);

/** Renders `pages`, then writes the changed ones (pages before feeds and sitemap) and removes `removed`. */
async function renderAndWrite(pages: Set<string>, removed: string[], context: PublishContext) {
  const rendered = await renderAll([...pages], context.renderer, randomUUID());
  const written = new Set<string>();
  const ordered = [...rendered.keys()].sort((a, b) => Number(hasExtension(a)) - Number(hasExtension(b)));
  for (const page of ordered) {
    if (await writeFileAtomically(pageFile(context.siteDir, page), rendered.get(page)?.body ?? new Uint8Array()))
      written.add(page);
  }
  for (const page of removed) if (await removeFile(context.siteDir, pageFile(context.siteDir, page))) written.add(page);
  context.index.update(new Map([...rendered].map(([page, result]) => [page, result.tags])), removed);
  return { rendered, written };
}

async function renderAll(pages: string[], renderer: Renderer, batch: string): Promise<Map<string, RenderedPage>> {
  const results = new Map<string, RenderedPage>();
  const queue = [...pages];
  const worker = async () => {
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      const result = await renderer.render(page, batch).catch((error: unknown) => {
        queue.length = 0;
        throw new RenderError(`${page} could not be rendered: ${error instanceof Error ? error.message : error}`);
      });
      if (result.status !== 200) {
        queue.length = 0;
        throw new RenderError(`${page} rendered with status ${result.status}`);
      }
      results.set(page, result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, pages.length) }, worker));
  return results;
}
