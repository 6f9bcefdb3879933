import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { filesUnder, ROOT } from './repository-files.ts';

/** Where a file longer than this is doing more than one job: split it by what it does. */
const MAX_SOURCE_LINES = 300;
const SOURCE_FOLDERS = ['src', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|astro)$/;
/** Tests, and the demo's texts, which are content rather than code. */
const ASIDE = [/\.test\.tsx?$/, /\.e2e\.ts$/, /^scripts\/demo\/content\//];

const sourceFiles = filesUnder(SOURCE_FOLDERS, SOURCE_FILE).filter((file) => !ASIDE.some((aside) => aside.test(file)));

test('finds the source files', () => {
  expect(sourceFiles).toContain('src/shared/entities/project.ts');
});

test(`no source file in ${SOURCE_FOLDERS.join(' or ')} is over ${MAX_SOURCE_LINES} lines`, () => {
  const lineCount = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length;
  const long = sourceFiles
    .map((file) => ({ file, lines: lineCount(file) }))
    .filter(({ lines }) => lines > MAX_SOURCE_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(long).toEqual([]);
});

test('no code import climbs two folders or more: it names the part by its alias (#server/*, #site/*…)', () => {
  const climbing = filesUnder(['src', 'scripts', 'tests'], /\.(ts|tsx|astro|mjs)$/).flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/(?:from|import) '((?:\.\.\/){2,}[^']*)'/g)].map(
      (match) => `${file}: ${match[1]}`,
    ),
  );
  expect(climbing).toEqual([]);
});
