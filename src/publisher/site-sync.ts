import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Encoding, encodingsOf, isCompressedSibling } from './compressed-siblings.ts';
import { removeFile, writeFileAtomically } from './site-writer.ts';

/**
 * Files written at once: compressing runs on libuv's pool (four threads), so a few writes in
 * flight keep both cores busy while the next files are read.
 */
const WRITES_AT_ONCE = 4;

/** Every file under `root`, as paths relative to it. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Pages and feeds point at assets; they go in after the assets. */
const isPage = (file: string) => /\.(html|json|xml|txt)$/.test(file);

/**
 * Writes each of `files` from `from` to `to` (atomically, with its compressed siblings: with
 * `siblingsFrom`, those beside it in `from` where it has them, else compressed now); returns how
 * many changed.
 */
async function copyFiles(files: string[], from: string, to: string, siblingsFrom = false): Promise<number> {
  const queue = [...files];
  let changed = 0;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const source = path.join(from, file);
      const content = await readFile(source);
      const sibling = async (encoding: Encoding) =>
        (siblingsFrom ? await readFile(`${source}${encoding.extension}`).catch(() => null) : null) ??
        encoding.encode(content, source);
      if (await writeFileAtomically(path.join(to, file), content, sibling)) changed += 1;
    }
  };
  await Promise.all(Array.from({ length: WRITES_AT_ONCE }, worker));
  return changed;
}

/**
 * Writes every file of `built` (a folder compressSiteFolder prepared) into the live site folder
 * `live`, each text file with its compressed siblings, file by file and each file atomically, so
 * that the site is served throughout: assets first, then pages. Removes nothing. Returns how many
 * files changed.
 */
export async function copySiteFiles(built: string, live: string): Promise<number> {
  const files = (await listFiles(built)).filter((file) => !isCompressedSibling(file));
  const assets = files.filter((file) => !isPage(file));
  return (await copyFiles(assets, built, live, true)) + (await copyFiles(files.filter(isPage), built, live, true));
}

/**
 * Removes every file of `live` but those of `keep` (paths relative to it) and their compressed
 * siblings, and the folders left empty. Returns how many files were removed.
 */
export async function removeFilesOtherThan(live: string, keep: Iterable<string>): Promise<number> {
  const kept = new Set(
    [...keep].flatMap((file) => [file, ...encodingsOf(file).map(({ extension }) => file + extension)]),
  );
  let removed = 0;
  for (const file of await listFiles(live)) {
    if (!kept.has(file) && (await removeFile(live, path.join(live, file)))) removed += 1;
  }
  return removed;
}

/** Writes the compressed siblings of every text file in a folder that is not served yet. */
export async function compressSiteFolder(folder: string): Promise<void> {
  const text = (await listFiles(folder)).filter((file) => encodingsOf(file).length > 0 && !isCompressedSibling(file));
  await copyFiles(text, folder, folder);
}
