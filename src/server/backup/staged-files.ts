import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FILE_FOLDERS, type FileFolder } from './backup-format.ts';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

const unlessDeleted = (error: unknown) => {
  if (errorCode(error) !== 'ENOENT') throw error;
};

/** Links `source` as `target`; false where linking fails (another file system, no support, deleted meanwhile). */
const linked = (source: string, target: string) =>
  link(source, target).then(
    () => true,
    () => false,
  );

/**
 * Puts every file of the file folders of `filesDir` (DATA_DIR, or UPLOADS_DIR) into the same
 * folders under `staging`, as a hard link (the same bytes, whatever happens to the original) or,
 * with `copy`, as a copy where linking is impossible. Files already staged are kept; files deleted meanwhile are skipped. `inodes`
 * carries the linked files' inodes from one pass to the next: a second name of one inode is copied,
 * because node-tar's `create` never settles on an archive with hard links between its entries
 * (isaacs/node-tar#460), and a restore refuses links anyway.
 * Copy only after the database is copied: images are encoded straight into their final names, so
 * an earlier copy could hold half a file that a row of the copied database references.
 */
export async function stageFiles(
  filesDir: string,
  staging: string,
  { copy, inodes }: { copy: boolean; inodes: Set<string> },
): Promise<void> {
  for (const folder of FILE_FOLDERS) {
    const from = path.join(filesDir, folder);
    const to = path.join(staging, folder);
    await mkdir(to, { recursive: true });
    const entries = await readdir(from, { withFileTypes: true }).catch((error: unknown) => {
      unlessDeleted(error);
      return [];
    });
    for (const entry of entries) {
      const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
      if (!entry.isFile() || existsSync(target)) continue;
      const inode = await stat(source).then(
        ({ dev, ino }) => `${dev}:${ino}`,
        () => null,
      );
      if (inode === null) continue;
      if (!inodes.has(inode) && (await linked(source, target))) inodes.add(inode);
      else if (copy) await copyFile(source, target).catch(unlessDeleted);
    }
  }
}

/** How many files each file folder under `root` holds. */
export async function countFiles(root: string): Promise<Record<FileFolder, number>> {
  const counts = {} as Record<FileFolder, number>;
  for (const folder of FILE_FOLDERS) {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
    counts[folder] = entries.filter((entry) => entry.isFile()).length;
  }
  return counts;
}

/** The SHA-256 (hex) and size of a file. */
export async function fileDigest(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return { sha256: hash.digest('hex'), bytes: (await stat(file)).size };
}

/** `file`, or `file` with `-2`, `-3`… before its extension if that name is taken. */
export function unusedPath(file: string, extension = ''): string {
  const base = file.slice(0, file.length - extension.length);
  let candidate = file;
  for (let n = 2; existsSync(candidate); n++) candidate = `${base}-${n}${extension}`;
  return candidate;
}
