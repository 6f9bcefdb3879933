import path from 'node:path';

/** A page's path as the site names it (middleware.ts): no trailing slash but the root's. */
export const normalizePagePath = (pagePath: string) => (pagePath.length > 1 ? pagePath.replace(/\/$/, '') : pagePath);

/**
 * The file of a page in the site folder, as a static build writes it (build.format 'directory'):
 * `/news` is news/index.html, `/en` is en/index.html, a feed such as `/en/menu.json` is itself.
 */
export function pageFile(siteDir: string, pagePath: string): string {
  const clean = normalizePagePath(pagePath);
  if (clean.includes('\0') || clean.split('/').includes('..')) throw new Error(`Not a page path: ${pagePath}`);
  const relative = path.posix.extname(clean) ? clean : path.posix.join(clean, 'index.html');
  return path.join(siteDir, relative);
}
