import { describe, expect, test } from 'vitest';
import { changedPages, changedTail, isReadablePage } from './changed-pages.ts';

describe('isReadablePage', () => {
  test.each([
    ['/jobdetails/9', true],
    ['/en/listedjobs', true],
    ['/en/', true],
    ['/en/feeds/project/0.json', false],
    ['/en/menu.json', false],
    ['/news-slides.json', false],
    ['/sitemaps/news/0.xml', false],
    ['/sitemap.xml', false],
  ])('%s', (path, readable) => {
    expect(isReadablePage(path)).toBe(readable);
  });
});

describe('changedPages', () => {
  test('keeps the pages in their order and counts the files behind them', () => {
    expect(
      changedPages(['/en/jobdetails/9', '/en/listedjobs', '/en/feeds/vacancy/0.json', '/en/menu.json', '/sitemap.xml']),
    ).toEqual({ pages: ['/en/jobdetails/9', '/en/listedjobs'], otherFiles: 3 });
  });
});

describe('changedTail', () => {
  test.each([
    [2, 6, 0, ''],
    [2, 6, 1, 'and 1 other file'],
    [2, 6, 3, 'and 3 other files'],
    [8, 6, 0, 'and 2 more pages'],
    [7, 6, 2, 'and 1 more page, and 2 other files'],
    [0, 6, 2, '2 files behind the pages (feeds, menus, sitemaps)'],
  ])('%i pages with %i shown and %i files', (pages, shown, files, tail) => {
    expect(changedTail(pages, shown, files)).toBe(tail);
  });
});
