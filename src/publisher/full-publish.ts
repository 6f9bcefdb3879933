import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isCompressedSibling } from './compressed-siblings.ts';
import { pageFile } from './page-files.ts';
import { type PublishContext, republishAll } from './publish-events.ts';
import type { Renderer } from './renderer.ts';
import { copySiteFiles, listFiles, removeFilesOtherThan } from './site-sync.ts';
import { writeFileAtomically } from './site-writer.ts';

/**
 * The not-found pages, with the files the static build writes them to (the static server answers
 * unknown paths with them). They read no data; they stay out of the build's pre-rendered files
 * because a page of a missing item renders them (`Astro.rewrite('/404')`) on demand.
 */
const NOT_FOUND_PAGES = [
  ['/404', '404.html'],
  ['/en/404', 'en/404/index.html'],
] as const;

/** Renders the not-found pages into `siteDir`; returns how many changed. */
async function publishNotFoundPages(renderer: Renderer, siteDir: string) {
  let written = 0;
  for (const [page, file] of NOT_FOUND_PAGES) {
    const result = await renderer.render(page, randomUUID());
    if (result.status !== 404) throw new Error(`${page} rendered with status ${result.status}, not 404`);
    if (await writeFileAtomically(path.join(siteDir, file), result.body)) written += 1;
  }
  return written;
}

/**
 * The full publish, on a new data folder or after a change of the site's code: the server build's
 * own files (`codeFiles`: assets, public files, the pages that read no data, compressed beside
 * themselves), the not-found pages and every page the site publishes, rendered by the threads of
 * that build. A first
 * publish writes into a folder beside the live one and renames it into place. Later ones write
 * into the live folder file by file, assets before the pages that use them, then remove what the
 * site no longer has, so that the site is served throughout. Returns the pages rendered and the
 * files written or removed (every one, for a first publish).
 */
export async function publishWholeSite(context: Omit<PublishContext, 'edge'>, codeFiles: string) {
  const { siteDir } = context;
  if (!existsSync(siteDir)) {
    const staging = `${siteDir}.next`;
    await rm(staging, { recursive: true, force: true });
    await cp(codeFiles, staging, { recursive: true });
    await publishNotFoundPages(context.renderer, staging);
    const { rendered } = await republishAll({ ...context, siteDir: staging });
    await rename(staging, siteDir);
    return { rendered, written: (await listFiles(siteDir)).length };
  }
  const copied = (await copySiteFiles(codeFiles, siteDir)) + (await publishNotFoundPages(context.renderer, siteDir));
  const { rendered, written } = await republishAll(context);
  const pages = [...context.index.paths()].map((page) => path.relative(siteDir, pageFile(siteDir, page)));
  const code = (await listFiles(codeFiles)).filter((file) => !isCompressedSibling(file));
  const removed = await removeFilesOtherThan(siteDir, [...code, ...NOT_FOUND_PAGES.map(([, file]) => file), ...pages]);
  return { rendered, written: copied + written + removed };
}
