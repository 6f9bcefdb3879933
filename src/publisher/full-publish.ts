import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { encodingsOf, isCompressedSibling } from './compressed-siblings.ts';
import { normalizePagePath, pageFile } from './page-files.ts';
import { BULK_READS_FROM_PAGES, type PublishContext, renderPages } from './publish-events.ts';
import type { RenderedPage } from './renderer.ts';
import { newSiteFolder, removeOldSiteFolders, swapInSiteFolder } from './site-folders.ts';
import { listFiles } from './site-sync.ts';

/**
 * The not-found pages, with the files the static build writes them to (the static server answers
 * unknown paths with them). They read no data; they stay out of the build's pre-rendered files
 * because a page of a missing item renders them (`Astro.rewrite('/404')`) on demand.
 */
const NOT_FOUND_PAGES = [
  ['/404', '404.html'],
  ['/en/404', 'en/404/index.html'],
] as const;

/**
 * Puts the server build's own files (`codeFiles`: assets, public files, the pages that read no data,
 * with their compressed siblings) into `folder`: linked, as neither is ever written again, or
 * copied where a link cannot be made. Returns their paths, relative to the folder.
 */
async function placeCodeFiles(codeFiles: string, folder: string): Promise<string[]> {
  const files = await listFiles(codeFiles);
  for (const file of files) {
    const [from, to] = [path.join(codeFiles, file), path.join(folder, file)];
    await mkdir(path.dirname(to), { recursive: true });
    await link(from, to).catch(() => copyFile(from, to));
  }
  return files;
}

/**
 * The full publish, on a new data folder or after a change of the site's code: a new version of the
 * site (site-folders.ts) gets the server build's own files, the not-found pages and every page the
 * site publishes, rendered and written by the threads of that build; it then replaces the live
 * site at once. The pages go without their compressed siblings and the code's files with fast
 * ones: the polish queue lists them all for the polisher (polisher.ts). Returns the pages rendered
 * and the files written.
 */
export async function publishWholeSite(context: Omit<PublishContext, 'edge'>, codeFiles: string) {
  const { siteDir, renderer, state } = context;
  await removeOldSiteFolders(siteDir);
  const folder = await newSiteFolder(siteDir);
  const tags = new Map<string, string[]>();
  let files: string[];
  let replaced: string | null;
  try {
    const [code, pages] = await Promise.all([
      placeCodeFiles(codeFiles, folder),
      context.listPages().then((listed) => [...new Set(listed.map(normalizePagePath))]),
    ]);
    files = code;
    const bulk = pages.length >= BULK_READS_FROM_PAGES;
    const render = (page: string, batch: string) =>
      renderer.render(page, batch, { bulk, write: { file: pageFile(folder, page), into: 'new' } });
    // The not-found pages render beside the others: each rendering thread's first render is slow.
    const notFoundPages = NOT_FOUND_PAGES.map(async ([page, file]) => {
      const result = await renderer.render(page, randomUUID(), {
        write: { file: path.join(folder, file), into: 'new', status: 404 },
      });
      if (!result.written) throw new Error(`${page} rendered with status ${result.status}, not 404`);
    });
    await Promise.all([
      ...notFoundPages,
      renderPages(pages, render, context, (page: string, result: RenderedPage) => {
        tags.set(page, result.tags);
      }),
    ]);
    replaced = await swapInSiteFolder(siteDir, folder);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  // The code's text files were compressed fast (site-sync.ts), the not-found pages not at all, as
  // every page: their best siblings follow.
  const texts = files.filter((file) => encodingsOf(file).length > 0 && !isCompressedSibling(file));
  const notFoundFiles = NOT_FOUND_PAGES.map(([, file]) => file);
  state.transaction(() => {
    state.pages.replace(tags);
    state.polishQueue.clear();
    state.polishQueue.add(tags.keys());
    state.polishQueue.add([...texts, ...notFoundFiles].map((file) => `/${file.split(path.sep).join('/')}`));
  });
  // The version replaced goes when nothing waits on it; a visitor's read of a file already open ends whole.
  if (replaced) void rm(replaced, { recursive: true, force: true }).catch(() => undefined);
  return { rendered: tags.size, written: files.length + NOT_FOUND_PAGES.length + tags.size };
}
