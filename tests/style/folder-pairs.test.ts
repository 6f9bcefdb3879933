import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './repository-files.ts';

/**
 * How many two-way folder pairs each part of `src` may have at most: two folders of one part
 * (a folder is the directory of a file) where each imports from the other, type imports
 * included. Two folders that need each other are one job split in two, or a generic piece that
 * knows its instances; a pair is undone by moving the file that ties them. A cap only comes
 * down.
 */
const MAX_PAIRS: Record<string, number> = { admin: 1, server: 9, shared: 5, site: 2, publisher: 1 };

const CODE_FILE = /\.(ts|tsx|astro|mjs|js)$/;
/** `from '…'`, `import '…'` and `import('…')`. */
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g;

/** The folders a part's code files import from, by folder, inside the part. */
function folderImports(part: string): Map<string, Set<string>> {
  const root = `src/${part}`;
  const files = filesUnder([root], CODE_FILE).filter((file) => !/\.test\.tsx?$/.test(file));
  const imports = new Map<string, Set<string>>();
  for (const file of files) {
    const folder = path.posix.dirname(file);
    for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] as string;
      const target = specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(folder, specifier))
        : specifier.startsWith(`#${part}/`)
          ? `${root}/${specifier.slice(part.length + 2)}`
          : null;
      if (target === null || !target.startsWith(`${root}/`)) continue;
      const targetFolder = path.posix.dirname(target);
      if (targetFolder === folder) continue;
      const set = imports.get(folder) ?? new Set();
      imports.set(folder, set.add(targetFolder));
    }
  }
  return imports;
}

/** The two-way folder pairs of a part, as `a ↔ b` with the folders from `src/<part>/`. */
function twoWayPairs(part: string): string[] {
  const imports = folderImports(part);
  const short = (folder: string) => folder.slice(`src/${part}/`.length) || '.';
  const pairs: string[] = [];
  for (const [from, targets] of imports)
    for (const to of targets) if (from < to && imports.get(to)?.has(from)) pairs.push(`${short(from)} ↔ ${short(to)}`);
  return pairs.sort();
}

describe('two-way folder pairs inside each part of src', () => {
  it('finds the pairs it is made to find', () => {
    expect(folderImports('admin').get('src/admin')).toContain('src/admin/layout');
  });

  it.each(Object.entries(MAX_PAIRS))('%s has at most its cap of them (%i)', (part, cap) => {
    const pairs = twoWayPairs(part);
    expect(pairs.length, `${part}'s two-way pairs:\n${pairs.join('\n')}`).toBeLessThanOrEqual(cap);
  });
});
