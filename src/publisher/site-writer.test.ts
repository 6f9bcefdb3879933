import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import {
  discardStaged,
  placeStaged,
  removeFile,
  type StagedFile,
  stageFile,
  writeFileAtomically,
  writeNewFile,
} from './site-writer.ts';

const folders: string[] = [];
const folder = async () => {
  const created = await mkdtemp(path.join(tmpdir(), 'site-writer-'));
  folders.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(folders.splice(0).map((created) => rm(created, { recursive: true, force: true })));
});
const bytes = (text: string) => new TextEncoder().encode(text);

describe('writeFileAtomically', () => {
  test('writes a new file, creating its folders, and leaves no temporary file', async () => {
    const root = await folder();
    const file = path.join(root, 'news', '7', 'index.html');
    expect(await writeFileAtomically(file, bytes('<p>new</p>'))).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('<p>new</p>');
    expect((await readdir(path.dirname(file))).sort()).toEqual(['index.html', 'index.html.br']);
  });

  test('writes a page’s brotli sibling, a hashed asset’s gzip one too, each decoding to its file, and none of an image', async () => {
    const root = await folder();
    const page = path.join(root, 'index.html');
    const html = bytes(`<!DOCTYPE html><html><body>${'<p>Tiranë</p>'.repeat(200)}</body></html>`);
    await writeFileAtomically(page, html);
    expect(brotliDecompressSync(await readFile(`${page}.br`))).toEqual(Buffer.from(html));
    const script = path.join(root, '_astro', 'app.1a2b.js');
    await writeFileAtomically(script, bytes('console.log("Tiranë");'.repeat(50)));
    expect(gunzipSync(await readFile(`${script}.gz`)).toString()).toBe('console.log("Tiranë");'.repeat(50));
    await writeFileAtomically(path.join(root, 'photo.webp'), bytes('RIFF....WEBP'));
    expect((await readdir(root)).filter((name) => name.startsWith('photo'))).toEqual(['photo.webp']);
  });

  test('rewrites a missing or stale sibling beside an unchanged file, and nothing when all are current', async () => {
    const root = await folder();
    const script = path.join(root, '_astro', 'app.1a2b.js');
    await writeFileAtomically(script, bytes('let current;'));
    await writeFile(`${script}.br`, brotliCompressSync('let older;'));
    await rm(`${script}.gz`);
    const before = await stat(script);
    expect(await writeFileAtomically(script, bytes('let current;'))).toBe(true);
    expect(brotliDecompressSync(await readFile(`${script}.br`)).toString()).toBe('let current;');
    expect(gunzipSync(await readFile(`${script}.gz`)).toString()).toBe('let current;');
    expect((await stat(script)).mtimeMs).toBe(before.mtimeMs);
    expect(await writeFileAtomically(script, bytes('let current;'))).toBe(false);
    await writeFile(`${script}.gz`, gzipSync('let older;'));
    expect(await writeFileAtomically(script, bytes('let current;'))).toBe(true);
    expect(gunzipSync(await readFile(`${script}.gz`)).toString()).toBe('let current;');
  });

  test('does not touch a file that already holds the same content', async () => {
    const root = await folder();
    const file = path.join(root, 'index.html');
    await writeFileAtomically(file, bytes('<p>same</p>'));
    const before = await stat(file);
    expect(await writeFileAtomically(file, bytes('<p>same</p>'))).toBe(false);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  test('replaces a changed file whole', async () => {
    const root = await folder();
    const file = path.join(root, 'index.html');
    await writeFile(file, '<p>old</p>');
    expect(await writeFileAtomically(file, bytes('<p>changed</p>'))).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('<p>changed</p>');
  });
});

describe('removeFile', () => {
  test('removes the file, its compressed siblings and the folders it leaves empty, but not the root or folders in use', async () => {
    const root = await folder();
    const gone = path.join(root, 'en', 'newsdetails', '7', 'index.html');
    const kept = path.join(root, 'en', 'index.html');
    await writeFileAtomically(gone, bytes('x'));
    await writeFileAtomically(kept, bytes('y'));
    expect(await removeFile(root, gone)).toBe(true);
    expect((await readdir(path.join(root, 'en'))).sort()).toEqual(['index.html', 'index.html.br']);
    expect(await removeFile(root, gone)).toBe(false);
  });

  test('removes siblings that outlived their file, a gzip one an older publisher wrote among them', async () => {
    const root = await folder();
    const page = path.join(root, 'news', 'index.html');
    await writeFileAtomically(page, bytes('<p>gone</p>'));
    await writeFile(`${page}.gz`, gzipSync('<p>gone</p>'));
    await rm(page);
    expect(await removeFile(root, page)).toBe(false);
    expect(await readdir(root)).toEqual([]);
  });
});

describe('stageFile', () => {
  test('writes the new content beside the file, which keeps its old content until placed', async () => {
    const root = await folder();
    const file = path.join(root, 'index.html');
    await writeFile(file, '<p>old</p>');
    const staged = stageFile(file, bytes('<p>new</p>'));
    expect(staged).not.toBeNull();
    expect(await readFile(file, 'utf8')).toBe('<p>old</p>');
    expect(await readFile(`${file}.br`).catch(() => null)).toBeNull();
    await placeStaged(staged as StagedFile);
    expect(await readFile(file, 'utf8')).toBe('<p>new</p>');
    expect((await readdir(root)).sort()).toEqual(['index.html', 'index.html.br']);
  });

  test('places the compressed siblings before the file, so that none is ever older than the file beside it', async () => {
    const root = await folder();
    const file = path.join(root, '_astro', 'app.1a2b.js');
    const staged = stageFile(file, bytes('let x;')) as StagedFile;
    expect(staged.moves.map(({ target }) => path.basename(target))).toEqual([
      'app.1a2b.js.br',
      'app.1a2b.js.gz',
      'app.1a2b.js',
    ]);
  });

  test('stages nothing for a file that already holds the content, and a discarded file leaves no trace', async () => {
    const root = await folder();
    const file = path.join(root, 'news', 'index.html');
    expect(stageFile(path.join(root, 'index.html'), bytes(''))).not.toBeNull();
    await writeFileAtomically(path.join(root, 'same.html'), bytes('same'));
    expect(stageFile(path.join(root, 'same.html'), bytes('same'))).toBeNull();
    const staged = stageFile(file, bytes('<p>new</p>'));
    await discardStaged(staged as StagedFile);
    expect(await readdir(path.join(root, 'news'))).toEqual([]);
  });
});

describe('writeNewFile', () => {
  test('writes a file of a folder nobody reads yet straight to its place, creating its folders, and leaves its siblings to the polisher', async () => {
    const root = await folder();
    const file = path.join(root, 'en', 'news', 'index.html');
    writeNewFile(file, bytes('<p>News</p>'));
    expect(await readdir(path.dirname(file))).toEqual(['index.html']);
    expect(await readFile(file, 'utf8')).toBe('<p>News</p>');
  });
});
