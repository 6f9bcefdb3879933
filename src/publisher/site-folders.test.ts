import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { newSiteFolder, removeOldSiteFolders, swapInSiteFolder } from './site-folders.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** A site folder's place in a fresh folder, and a new version of the site holding `page`. */
async function siteWith(page: string) {
  const root = await mkdtemp(path.join(tmpdir(), 'site-folders-'));
  roots.push(root);
  const siteDir = path.join(root, 'site');
  return { root, siteDir, version: await versionWith(siteDir, page) };
}

async function versionWith(siteDir: string, page: string) {
  const folder = await newSiteFolder(siteDir);
  await writeFile(path.join(folder, 'index.html'), page);
  return folder;
}

describe('the site’s versions', () => {
  test('a new version becomes the live site at once, through a link, and the one it replaced is named', async () => {
    const { root, siteDir, version } = await siteWith('<p>first</p>');
    expect(await swapInSiteFolder(siteDir, version)).toBeNull();
    expect(await readFile(path.join(siteDir, 'index.html'), 'utf8')).toBe('<p>first</p>');
    expect(path.isAbsolute(await readlink(siteDir))).toBe(false);

    const second = await versionWith(siteDir, '<p>second</p>');
    expect(await swapInSiteFolder(siteDir, second)).toBe(version);
    expect(await readFile(path.join(siteDir, 'index.html'), 'utf8')).toBe('<p>second</p>');
    expect((await readdir(root)).sort()).toEqual(['site', 'site-versions']);
  });

  test('a live site that is a plain folder is replaced whole, and kept among the versions to remove', async () => {
    const { siteDir, version } = await siteWith('<p>new</p>');
    await mkdir(siteDir);
    await writeFile(path.join(siteDir, 'index.html'), '<p>built by astro build</p>');
    const replaced = await swapInSiteFolder(siteDir, version);
    expect((await lstat(siteDir)).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(siteDir, 'index.html'), 'utf8')).toBe('<p>new</p>');
    expect(await readFile(path.join(replaced as string, 'index.html'), 'utf8')).toBe('<p>built by astro build</p>');
  });

  test('removing old versions keeps the live one and takes what cut-short publishes left', async () => {
    const { root, siteDir, version } = await siteWith('<p>live</p>');
    await swapInSiteFolder(siteDir, version);
    await versionWith(siteDir, '<p>a publish cut short</p>');
    await writeFile(path.join(root, 'site.0123456789ab.link'), '');
    await removeOldSiteFolders(siteDir);
    expect(await readdir(path.join(root, 'site-versions'))).toEqual([path.basename(version)]);
    expect((await readdir(root)).sort()).toEqual(['site', 'site-versions']);
    expect(await readFile(path.join(siteDir, 'index.html'), 'utf8')).toBe('<p>live</p>');
  });
});
