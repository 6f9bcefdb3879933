import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { compressSiteFolder, copySiteFiles, removeFilesOtherThan } from './site-sync.ts';
import { writeFileAtomically } from './site-writer.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((created) => rm(created, { recursive: true, force: true })));
});

/** A folder holding `files` (relative path → content). */
async function folderWith(files: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), 'site-sync-'));
  folders.push(root);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

const listed = async (root: string) =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();

const BUILT = {
  'index.html': '<p>home, rebuilt</p>',
  'news/index.html': '<p>news</p>',
  '_astro/app.1a2b.js': 'console.log(1)',
  'hero.webp': 'RIFF....WEBP',
};
const WITH_SIBLINGS = [
  '_astro/app.1a2b.js',
  '_astro/app.1a2b.js.br',
  '_astro/app.1a2b.js.gz',
  'hero.webp',
  'index.html',
  'index.html.br',
  'index.html.gz',
  'news/index.html',
  'news/index.html.br',
  'news/index.html.gz',
];

test('a live site takes what the build wrote, text files with current siblings, and then loses what it no longer has', async () => {
  const built = await folderWith(BUILT);
  await compressSiteFolder(built);
  const live = await folderWith({});
  await writeFileAtomically(path.join(live, 'index.html'), new TextEncoder().encode('<p>home</p>'));
  await writeFileAtomically(path.join(live, 'gone', 'index.html'), new TextEncoder().encode('<p>gone</p>'));
  await writeFile(path.join(live, 'orphan.html.br'), 'left by a crash');

  expect(await copySiteFiles(built, live)).toBe(4);
  expect(await listed(live)).toEqual(
    [...WITH_SIBLINGS, 'gone/index.html', 'gone/index.html.br', 'gone/index.html.gz', 'orphan.html.br'].sort(),
  );
  expect(await removeFilesOtherThan(live, Object.keys(BUILT))).toBe(2);

  expect(await listed(live)).toEqual(WITH_SIBLINGS);
  expect(brotliDecompressSync(await readFile(path.join(live, 'index.html.br'))).toString()).toBe(BUILT['index.html']);
});

test('the compressed siblings a build folder holds are copied as they are, not compressed again', async () => {
  const built = await folderWith({ 'news/index.html': '<p>news</p>' });
  await compressSiteFolder(built);
  // A stand-in sibling shows which was written: the copy, not a fresh compression.
  await writeFile(path.join(built, 'news/index.html.gz'), 'the build folder’s own');
  const live = await folderWith({});
  await copySiteFiles(built, live);
  expect(await readFile(path.join(live, 'news/index.html.gz'), 'utf8')).toBe('the build folder’s own');
});

test('a first build gets the compressed siblings of its text files in place', async () => {
  const built = await folderWith(BUILT);
  await compressSiteFolder(built);
  expect(await listed(built)).toEqual(WITH_SIBLINGS);
});
