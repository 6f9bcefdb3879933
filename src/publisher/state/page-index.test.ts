import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { PageIndex } from './page-index.ts';
import { openPublisherState, type PublisherState } from './publisher-state.ts';

const opened: { state: PublisherState; dir: string }[] = [];
const openIndex = async (): Promise<PageIndex> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'page-index-'));
  const state = openPublisherState(dir);
  opened.push({ state, dir });
  return state.pages;
};
afterEach(async () => {
  for (const { state, dir } of opened.splice(0)) {
    state.close();
    await rm(dir, { recursive: true, force: true });
  }
});

describe('PageIndex', () => {
  test('finds the pages of one folder, not those of a folder whose name starts the same', async () => {
    const index = await openIndex();
    const pages = [
      '/salescatalogdetails/3/1',
      '/salescatalogdetails/3/12',
      '/salescatalogdetails/31/1',
      '/salescatalogdetails/30/2',
      '/salescatalogdetails/2/9',
      '/secondstep/3',
      '/en/salescatalogdetails/3/1',
    ];
    index.update(new Map(pages.map((page) => [page, []])));
    expect(index.pathsUnder('/salescatalogdetails/3/').sort()).toEqual([
      '/salescatalogdetails/3/1',
      '/salescatalogdetails/3/12',
    ]);
    expect(index.pathsUnder('/en/salescatalogdetails/3/')).toEqual(['/en/salescatalogdetails/3/1']);
    expect(index.pathsUnder('/salescatalogdetails/4/')).toEqual([]);
  });

  test('selects the pages that read a tag, and forgets a removed page with its tags', async () => {
    const index = await openIndex();
    index.update(
      new Map([
        ['/news', ['news:list', 'news:7']],
        ['/newsdetails/7', ['news:7']],
        ['/newsdetails/8', ['news:8']],
      ]),
    );
    expect([...index.pagesTagged(['news:7'])].sort()).toEqual(['/news', '/newsdetails/7']);
    index.update(new Map(), ['/newsdetails/7']);
    expect([...index.pagesTagged(['news:7'])]).toEqual(['/news']);
    expect(index.paths().has('/newsdetails/7')).toBe(false);
  });
});
