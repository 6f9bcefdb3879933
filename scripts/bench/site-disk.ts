import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isCompressedSibling } from '#publisher/compressed-siblings.ts';

/** What the publisher renders from the API: pages, feeds and sitemap files (not the code's assets). */
const RENDERED = /\.(html|json|xml)$/;

export interface SiteDisk {
  pages: number;
  /** Bytes of the rendered files with their compressed siblings, over the rendered files. */
  bytesPerPage: number;
  /** Bytes of the rendered files alone, over the same. */
  htmlBytesPerPage: number;
}

/**
 * What the rendered files of a published site take on disk: the pages, feeds and sitemap files
 * with their compressed siblings (`.br`, `.gz`), per file; the code's hashed assets and the public
 * files (videos, fonts) are the same whatever the content, and left out.
 */
export async function siteDisk(siteDir: string): Promise<SiteDisk> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  let pages = 0;
  let bytes = 0;
  let htmlBytes = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(siteDir, path.join(entry.parentPath, entry.name));
    if (relative.startsWith(`_astro${path.sep}`)) continue;
    const plain = isCompressedSibling(relative) ? relative.replace(/\.(br|gz)$/, '') : relative;
    if (!RENDERED.test(plain)) continue;
    const { size } = await stat(path.join(siteDir, relative));
    bytes += size;
    if (plain === relative) {
      pages += 1;
      htmlBytes += size;
    }
  }
  if (pages === 0) throw new Error(`${siteDir} holds no rendered pages`);
  return { pages, bytesPerPage: bytes / pages, htmlBytesPerPage: htmlBytes / pages };
}
