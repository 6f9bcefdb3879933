import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a build of the site is made from; a change in any of it calls for a full publish. */
const SOURCES = ['src/site', 'src/shared', 'src/admin', 'public', 'astro.config.mjs', 'package-lock.json'];

/** A digest of the site's code, so that the publisher knows when its builds are out of date. */
export async function codeVersion(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    const full = path.join(root, source);
    const entries = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => null);
    const files = entries
      ? entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
      : [full];
    for (const file of files.sort()) {
      hash.update(path.relative(root, file));
      hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
