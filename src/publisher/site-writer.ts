import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Encoding, encodes, encodingsOf } from './compressed-siblings.ts';

/** A file's new content, and its compressed siblings', written beside them under temporary names. */
export interface StagedFile {
  file: string;
  /** Each temporary file and its place, in the order they go in: the compressed siblings before the file. */
  moves: { temporary: string; target: string }[];
}

/** Writes `content` under a temporary name beside `target`; a failed write leaves nothing. */
async function writeTemporary(target: string, content: Uint8Array) {
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, content);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { temporary, target };
}

/**
 * The encodings whose sibling of `file` does not hold `content` compressed: all of them when the
 * file itself changes, else those missing or stale (a publish cut short between a sibling and its file).
 */
async function siblingsToWrite(file: string, content: Uint8Array, fileChanges: boolean): Promise<Encoding[]> {
  const encodings = encodingsOf(file);
  if (fileChanges) return [...encodings];
  const held = await Promise.all(
    encodings.map(async (encoding) =>
      encodes(await readFile(`${file}${encoding.extension}`).catch(() => null), encoding, content),
    ),
  );
  return encodings.filter((_, index) => !held[index]);
}

/** Gives a text file's compressed sibling: compressed now, or taken from a copy made earlier. */
export type SiblingSource = (encoding: Encoding) => Promise<Uint8Array>;

/**
 * Writes `content`, and its compressed siblings for a text file (compressed-siblings.ts), beside
 * `file` under temporary names, for `placeStaged` to put in place later. Returns null, writing
 * nothing, when the file and its siblings already hold exactly that content.
 */
export async function stageFile(
  file: string,
  content: Uint8Array,
  sibling: SiblingSource = (encoding) => encoding.encode(content, file),
): Promise<StagedFile | null> {
  const current = await readFile(file).catch(() => null);
  const fileChanges = !current?.equals(content);
  const siblings = await siblingsToWrite(file, content, fileChanges);
  if (!fileChanges && siblings.length === 0) return null;
  await mkdir(path.dirname(file), { recursive: true });
  const written = await Promise.allSettled([
    ...siblings.map(async (encoding) => writeTemporary(`${file}${encoding.extension}`, await sibling(encoding))),
    ...(fileChanges ? [writeTemporary(file, content)] : []),
  ]);
  const moves = written.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = written.find((result) => result.status === 'rejected');
  if (failure) {
    await discardStaged({ file, moves });
    throw failure.reason;
  }
  return { file, moves };
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
export async function writeFileAtomically(
  file: string,
  content: Uint8Array,
  sibling?: SiblingSource,
): Promise<boolean> {
  const staged = await stageFile(file, content, sibling);
  if (!staged) return false;
  await placeStaged(staged).catch(async (error: unknown) => {
    await discardStaged(staged);
    throw error;
  });
  return true;
}

/**
 * Removes a page's file, its compressed siblings before it (so none outlives it), and the folders
 * it leaves empty, up to `root`. Returns whether the file was there.
 */
export async function removeFile(root: string, file: string): Promise<boolean> {
  await Promise.all(encodingsOf(file).map(({ extension }) => rm(`${file}${extension}`, { force: true })));
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
