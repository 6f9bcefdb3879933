import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/** Where a file longer than this is doing more than one job: split it by what it does. */
const MAX_SOURCE_LINES = 300;
const SOURCE_FOLDERS = ['src', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|astro)$/;
/** Tests, and the demo's texts, which are content rather than code. */
const ASIDE = [/\.test\.tsx?$/, /\.e2e\.ts$/, /^scripts\/demo\/content\//];

const root = path.resolve(import.meta.dirname, '../..');
const sourceFiles = SOURCE_FOLDERS.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => SOURCE_FILE.test(file) && !ASIDE.some((aside) => aside.test(file))),
);

test('finds the source files', () => {
  expect(sourceFiles).toContain('src/shared/entities/project.ts');
});

test(`no source file in ${SOURCE_FOLDERS.join(' or ')} is over ${MAX_SOURCE_LINES} lines`, () => {
  const lineCount = (file: string) => readFileSync(path.join(root, file), 'utf8').trimEnd().split('\n').length;
  const long = sourceFiles
    .map((file) => ({ file, lines: lineCount(file) }))
    .filter(({ lines }) => lines > MAX_SOURCE_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(long).toEqual([]);
});

test('no code import climbs two folders or more: it names the part by its alias (#server/*, #site/*…)', () => {
  const files = ['src', 'scripts', 'tests'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file)),
  );
  const climbing = files.flatMap((file) =>
    [
      ...readFileSync(path.join(root, file), 'utf8').matchAll(
        /(?:from|import) '((?:\.\.\/){2,}[^']*\.(?:ts|tsx|astro|mjs))'/g,
      ),
    ].map((match) => `${file}: ${match[1]}`),
  );
  expect(climbing).toEqual([]);
});
