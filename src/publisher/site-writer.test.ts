import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  discardStaged,
  placeStaged,
  removeFile,
  type StagedFile,
  stageFile,
  writeFileAtomically,
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
    expect(await readdir(path.dirname(file))).toEqual(['index.html']);
  });

  test('does not touch a file that already holds the same content', async () => {
    const root = await folder();
    const file = path.join(root, 'index.html');
    await writeFile(file, '<p>same</p>');
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
  test('removes the file and the folders it leaves empty, but not the root or folders in use', async () => {
    const root = await folder();
    const gone = path.join(root, 'en', 'newsdetails', '7', 'index.html');
    const kept = path.join(root, 'en', 'index.html');
    await writeFileAtomically(gone, bytes('x'));
    await writeFileAtomically(kept, bytes('y'));
    expect(await removeFile(root, gone)).toBe(true);
    expect(await readdir(path.join(root, 'en'))).toEqual(['index.html']);
    expect(await removeFile(root, gone)).toBe(false);
  });
});

describe('stageFile', () => {
  test('writes the new content beside the file, which keeps its old content until placed', async () => {
    const root = await folder();
    const file = path.join(root, 'index.html');
    await writeFile(file, '<p>old</p>');
    const staged = await stageFile(file, bytes('<p>new</p>'));
    expect(staged).not.toBeNull();
    expect(await readFile(file, 'utf8')).toBe('<p>old</p>');
    await placeStaged(staged as StagedFile);
    expect(await readFile(file, 'utf8')).toBe('<p>new</p>');
    expect(await readdir(root)).toEqual(['index.html']);
  });

  test('stages nothing for a file that already holds the content, and a discarded file leaves no trace', async () => {
    const root = await folder();
    const file = path.join(root, 'news', 'index.html');
    expect(await stageFile(path.join(root, 'index.html'), bytes(''))).not.toBeNull();
    await writeFile(path.join(root, 'same.html'), 'same');
    expect(await stageFile(path.join(root, 'same.html'), bytes('same'))).toBeNull();
    const staged = await stageFile(file, bytes('<p>new</p>'));
    await discardStaged(staged as StagedFile);
    expect(await readdir(path.join(root, 'news'))).toEqual([]);
  });
});
