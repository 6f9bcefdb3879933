import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { compressSiteFolder } from './site-sync.ts';

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

test('a build folder gets the compressed siblings of its text files, and says which files it compressed', async () => {
  const built = await folderWith({
    'adminpage/index.html': '<p>admin</p>',
    '_astro/app.1a2b.js': 'console.log(1)',
    'hero.webp': 'RIFF....WEBP',
  });
  expect((await compressSiteFolder(built)).sort()).toEqual(['_astro/app.1a2b.js', 'adminpage/index.html']);
  const listed = (await readdir(built, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(built, path.join(entry.parentPath, entry.name)))
    .sort();
  expect(listed).toEqual([
    '_astro/app.1a2b.js',
    '_astro/app.1a2b.js.br',
    '_astro/app.1a2b.js.gz',
    'adminpage/index.html',
    'adminpage/index.html.br',
    'hero.webp',
  ]);
  expect(brotliDecompressSync(await readFile(path.join(built, 'adminpage/index.html.br'))).toString()).toBe(
    '<p>admin</p>',
  );
  expect(gunzipSync(await readFile(path.join(built, '_astro/app.1a2b.js.gz'))).toString()).toBe('console.log(1)');
});
