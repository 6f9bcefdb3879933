import { type AdminText, EN } from '../i18n/en.ts';
/**
 * Whether a path the publisher changed is a page a person reads, rather than a file the pages
 * read: a feed, a menu or a sitemap (`/en/menu.json`, `/sitemaps/news/0.xml`) has an extension.
 */
export const isReadablePage = (path: string) => !/\.[a-z0-9]+$/i.test(path);

/** A publish's changed paths as the admin shows them: the pages a person reads, in order, and how many other files changed. */
export function changedPages(paths: readonly string[]): { pages: string[]; otherFiles: number } {
  const pages = paths.filter(isReadablePage);
  return { pages, otherFiles: paths.length - pages.length };
}

/**
 * What follows the links to the first `shown` pages: "and 2 more pages, and 3 other files"; empty
 * when the links say it all.
 */
export function changedTail(pages: number, shown: number, otherFiles: number, t: AdminText = EN): string {
  return t.publish.tail(Math.max(pages - shown, 0), otherFiles, pages);
}
