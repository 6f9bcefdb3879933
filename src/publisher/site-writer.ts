import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file's new content written beside it under a temporary name, waiting to be put in place. */
export interface StagedFile {
  file: string;
  temporary: string;
}

/**
 * Writes `content` beside `file` under a temporary name, for `placeStaged` to put in place later.
 * Returns null, writing nothing, when the file already holds exactly that content.
 */
export async function stageFile(file: string, content: Uint8Array): Promise<StagedFile | null> {
  const current = await readFile(file).catch(() => null);
  if (current?.equals(content)) return null;
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, content);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { file, temporary };
}

/** Renames a staged file over its place: a reader sees the old file or the new one, never a part. */
export const placeStaged = ({ file, temporary }: StagedFile) => rename(temporary, file);

/** Drops a staged file that will not be put in place. */
export const discardStaged = ({ temporary }: StagedFile) => rm(temporary, { force: true });

/**
 * Puts `content` at `file` so that a reader sees the old file or the new one, never a part.
 * Returns false, writing nothing, when the file already holds exactly that content.
 */
export async function writeFileAtomically(file: string, content: Uint8Array): Promise<boolean> {
  const staged = await stageFile(file, content);
  if (!staged) return false;
  await placeStaged(staged).catch(async (error: unknown) => {
    await discardStaged(staged);
    throw error;
  });
  return true;
}

/** Removes a page's file and the folders it leaves empty, up to `root`. */
export async function removeFile(root: string, file: string): Promise<boolean> {
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
