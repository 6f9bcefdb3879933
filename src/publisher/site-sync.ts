import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { removeFile, writeFileAtomically } from './site-writer.ts';

/** Every file under `root`, as paths relative to it. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Pages and feeds point at assets; they go in after the assets and before anything is removed. */
const isPage = (file: string) => /\.(html|json|xml|txt)$/.test(file);

/**
 * Makes the live site folder hold exactly what a fresh build wrote, file by file and each file
 * atomically, so that the site is served throughout: new assets first, then changed pages, then
 * the files the build no longer has. Returns how many files changed.
 */
export async function syncSiteFolder(built: string, live: string): Promise<number> {
  const files = await listFiles(built);
  const ordered = [...files.filter((file) => !isPage(file)), ...files.filter(isPage)];
  let changed = 0;
  for (const file of ordered) {
    if (await writeFileAtomically(path.join(live, file), await readFile(path.join(built, file)))) changed += 1;
  }
  const keep = new Set(files);
  for (const file of await listFiles(live)) {
    if (!keep.has(file) && (await removeFile(live, path.join(live, file)))) changed += 1;
  }
  return changed;
}
