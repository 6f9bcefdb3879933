import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Puts `content` at `file` so that a reader sees the old file or the new one, never a part: it
 * is written beside, under a temporary name, then renamed over. Returns false, writing nothing,
 * when the file already holds exactly that content.
 */
export async function writeFileAtomically(file: string, content: Uint8Array): Promise<boolean> {
  const current = await readFile(file).catch(() => null);
  if (current?.equals(content)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
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
