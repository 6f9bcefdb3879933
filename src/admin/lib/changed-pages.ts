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

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What follows the links to the first `shown` pages: "and 2 more pages, and 3 other files"; empty
 * when the links say it all.
 */
export function changedTail(pages: number, shown: number, otherFiles: number): string {
  const more = Math.max(pages - shown, 0);
  const parts = [
    more > 0 && count(more, 'more page', 'more pages'),
    otherFiles > 0 && (pages > 0 ? count(otherFiles, 'other file', 'other files') : count(otherFiles, 'file', 'files')),
  ].filter(Boolean);
  if (parts.length === 0) return '';
  return pages > 0 ? `and ${parts.join(', and ')}` : `${parts.join('')} behind the pages (feeds, menus, sitemaps)`;
}
