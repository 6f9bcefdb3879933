import { describe, expect, test } from 'vitest';
import { ROUTES } from './routes.ts';
import { sitemapChunkCount, sitemapChunkIds, sitemapChunkOf, sitemapChunkSize, sitemapFileOf } from './sitemap.ts';

describe('sitemap files', () => {
  test.each(['project', 'building'] as const)('put each id of %s in the file whose range holds it', (section) => {
    const size = sitemapChunkSize(section);
    for (const id of [1, size, size + 1, 4_321, 20_000]) {
      const { idFrom, idTo } = sitemapChunkIds(section, sitemapChunkOf(section, id));
      expect(id).toBeGreaterThanOrEqual(idFrom);
      expect(id).toBeLessThanOrEqual(idTo);
    }
  });

  test('count as many files as reach the highest id, and one for the fixed pages', () => {
    expect(sitemapChunkCount('news', [])).toBe(0);
    expect(sitemapChunkCount('news', [3, 1])).toBe(1);
    expect(sitemapChunkCount('vacancy', [1, sitemapChunkSize('vacancy') * 2 + 1])).toBe(3);
    expect(sitemapChunkCount('building', [1, sitemapChunkSize('building') * 2 + 1])).toBe(3);
    expect(sitemapChunkCount('pages', [])).toBe(1);
  });

  test.each([
    [ROUTES.project(7), { section: 'project', chunk: 0 }],
    [`/en${ROUTES.newsDetails(sitemapChunkSize('news') + 1)}`, { section: 'news', chunk: 1 }],
    [ROUTES.vacancy(3), { section: 'vacancy', chunk: 0 }],
    [ROUTES.building(2 * sitemapChunkSize('building')), { section: 'building', chunk: 1 }],
    [`/en${ROUTES.catalogDetails(12, 4)}`, { section: 'building', chunk: 0 }],
    [ROUTES.news(), null],
    ['/en/feeds/news/3.json', null],
    ['/sitemap.xml', null],
  ])('names the file that lists %s', (page, file) => {
    expect(sitemapFileOf(page)).toEqual(file);
  });
});
