import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The URL path of a page file of the site folder: `en/news/index.html` is `/en/news`. */
const pageOf = (file: string) => `/${path.dirname(file)}`.replace(/^\/\.$/, '/');

/** Every page of the published site in `siteDir`, by its URL path, from its folder's HTML files. */
export async function sitePages(siteDir: string): Promise<string[]> {
  const files = await readdir(siteDir, { recursive: true });
  return files.filter((file) => path.basename(file) === 'index.html').map(pageOf);
}
