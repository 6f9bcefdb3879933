import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, which the style tests read. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The files under `folders` whose paths match `pattern`, as paths from the root with forward slashes. */
export const filesUnder = (folders: readonly string[], pattern: RegExp): string[] =>
  folders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => pattern.test(file)),
  );
