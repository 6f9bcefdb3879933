import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { encodingsOf } from './compressed-siblings.ts';
import { removeFile, writeFileAtomically } from './site-writer.ts';

/**
 * Files written at once: compressing runs on libuv's pool (four threads), so a few writes in
 * flight keep both cores busy while the next files are read.
 */
const WRITES_AT_ONCE = 4;

/** Every file under `root`, as paths relative to it. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Pages and feeds point at assets; they go in after the assets and before anything is removed. */
const isPage = (file: string) => /\.(html|json|xml|txt)$/.test(file);

/** Writes each of `files` from `from` to `to` (atomically, with its compressed siblings); returns how many changed. */
async function copyFiles(files: string[], from: string, to: string): Promise<number> {
  const queue = [...files];
  let changed = 0;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (await writeFileAtomically(path.join(to, file), await readFile(path.join(from, file)))) changed += 1;
    }
  };
  await Promise.all(Array.from({ length: WRITES_AT_ONCE }, worker));
  return changed;
}

/**
 * Makes the live site folder hold exactly what a fresh build wrote, with each text file's
 * compressed siblings, file by file and each file atomically, so that the site is served
 * throughout: new assets first, then changed pages, then the files the build no longer has.
 * Returns how many files changed.
 */
export async function syncSiteFolder(built: string, live: string): Promise<number> {
  const files = await listFiles(built);
  let changed = await copyFiles(
    files.filter((file) => !isPage(file)),
    built,
    live,
  );
  changed += await copyFiles(files.filter(isPage), built, live);
  const keep = new Set(files.flatMap((file) => [file, ...encodingsOf(file).map(({ extension }) => file + extension)]));
  for (const file of await listFiles(live)) {
    if (!keep.has(file) && (await removeFile(live, path.join(live, file)))) changed += 1;
  }
  return changed;
}

/** Writes the compressed siblings of every text file in a folder that is not served yet (a first build). */
export async function compressSiteFolder(folder: string): Promise<void> {
  const text = (await listFiles(folder)).filter((file) => encodingsOf(file).length > 0);
  await copyFiles(text, folder, folder);
}
