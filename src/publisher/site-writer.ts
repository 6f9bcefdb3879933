import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { ENCODINGS, encodes, encodingsOf } from './compressed-siblings.ts';

/**
 * The files of a published site, written so that a reader sees a file's old content or its new
 * one, never a part. The rendering threads compress and write; the publisher's main thread puts
 * what they staged in place. Writes are synchronous: they run on the rendering threads, beside the
 * render whose page they write, not on libuv's pool (which took more of the CPU for the same files,
 * and held a full publish of 20,000 pages back by a fifth to a half, measured).
 */

/** A file's new content, and its compressed siblings', written beside them under temporary names. */
export interface StagedFile {
  file: string;
  /** Each temporary file and its place, in the order they go in: the compressed siblings before the file. */
  moves: { temporary: string; target: string }[];
}

const readOrNull = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
};

/** Writes `content` under a temporary name beside `target`; a failed write leaves nothing. */
function writeTemporary(target: string, content: Uint8Array) {
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, content);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return { temporary, target };
}

/**
 * Writes `content`, and its compressed siblings for a text file (compressed-siblings.ts, at their
 * fast settings), beside `file` under temporary names, for `placeStaged` to put in place later.
 * Returns null, writing nothing, when the file and its siblings already hold exactly that content;
 * beside an unchanged file, only a missing or stale sibling (a publish cut short between a sibling
 * and its file) is written.
 */
export function stageFile(file: string, content: Uint8Array): StagedFile | null {
  const fileChanges = !readOrNull(file)?.equals(content);
  const siblings = encodingsOf(file).filter(
    (encoding) => fileChanges || !encodes(readOrNull(`${file}${encoding.extension}`), encoding, content),
  );
  if (!fileChanges && siblings.length === 0) return null;
  mkdirSync(path.dirname(file), { recursive: true });
  const moves: StagedFile['moves'] = [];
  try {
    for (const encoding of siblings)
      moves.push(writeTemporary(`${file}${encoding.extension}`, encoding.encode(content, 'fast')));
    if (fileChanges) moves.push(writeTemporary(file, content));
  } catch (error) {
    for (const { temporary } of moves) rmSync(temporary, { force: true });
    throw error;
  }
  return { file, moves };
}

/**
 * Writes `content` straight to its place, in a folder that nobody reads yet (a full publish's new
 * version of the site, made live when it is whole). Its compressed siblings are the polisher's to
 * write at their best (polisher.ts), and until then the site server compresses the file as it
 * sends it (origin/send-site-file.ts): written now as well, they would be written twice, and a
 * page's files are most of a full publish's time on these machines' disks.
 */
export function writeNewFile(file: string, content: Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * Renames a staged file over its place, its compressed siblings first: a reader sees the old file
 * or the new one, never a part, and a sibling never encodes an older file than the one beside it.
 */
export async function placeStaged({ moves }: StagedFile): Promise<void> {
  for (const { temporary, target } of moves) await rename(temporary, target);
}

/** Drops a staged file that will not be put in place (what is left of it, when placing failed midway). */
export const discardStaged = ({ moves }: StagedFile) =>
  Promise.all(moves.map(({ temporary }) => rm(temporary, { force: true })));

/**
 * Puts `content` at `file` so that a reader sees the old file or the new one, never a part.
 * Returns false, writing nothing, when the file already holds exactly that content.
 */
export async function writeFileAtomically(file: string, content: Uint8Array): Promise<boolean> {
  const staged = stageFile(file, content);
  if (!staged) return false;
  await placeStaged(staged).catch(async (error: unknown) => {
    await discardStaged(staged);
    throw error;
  });
  return true;
}

/**
 * Removes a page's file, its compressed siblings before it (so none outlives it, whichever a
 * publisher of another version wrote), and the folders it leaves empty, up to `root`. Returns
 * whether the file was there.
 */
export async function removeFile(root: string, file: string): Promise<boolean> {
  await Promise.all(ENCODINGS.map(({ extension }) => rm(`${file}${extension}`, { force: true })));
  const existed = await rm(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  for (let folder = path.dirname(file); folder.startsWith(`${root}${path.sep}`); folder = path.dirname(folder)) {
    // rmdir removes only empty folders; the first one in use ends the climb.
    if (
      !(await rmdir(folder).then(
        () => true,
        () => false,
      ))
    )
      break;
  }
  return existed;
}
