import { describe, expect, test } from 'vitest';
import { ROUTES } from './routes.ts';
import { SITEMAP_CHUNK_IDS, sitemapChunkCount, sitemapChunkIds, sitemapChunkOf, sitemapFileOf } from './sitemap.ts';

describe('sitemap files', () => {
  test('put each id in the file whose range holds it', () => {
    for (const id of [1, SITEMAP_CHUNK_IDS, SITEMAP_CHUNK_IDS + 1, 4_321, 20_000]) {
      const { idFrom, idTo } = sitemapChunkIds(sitemapChunkOf(id));
      expect(id).toBeGreaterThanOrEqual(idFrom);
      expect(id).toBeLessThanOrEqual(idTo);
    }
  });

  test('count as many files as reach the highest id, and one for the fixed pages', () => {
    expect(sitemapChunkCount('news', [])).toBe(0);
    expect(sitemapChunkCount('news', [3, 1])).toBe(1);
    expect(sitemapChunkCount('jobs', [1, SITEMAP_CHUNK_IDS * 2 + 1])).toBe(3);
    expect(sitemapChunkCount('pages', [])).toBe(1);
  });

  test.each([
    [ROUTES.project(7), { section: 'projects', chunk: 0 }],
    [`/en${ROUTES.newsDetails(SITEMAP_CHUNK_IDS + 1)}`, { section: 'news', chunk: 1 }],
    [ROUTES.jobDetails(3), { section: 'jobs', chunk: 0 }],
    [ROUTES.building(2 * SITEMAP_CHUNK_IDS), { section: 'buildings', chunk: 1 }],
    [`/en${ROUTES.catalogDetails(12, 4)}`, { section: 'buildings', chunk: 0 }],
    [ROUTES.news(), null],
    ['/en/feeds/news/3.json', null],
    ['/sitemap.xml', null],
  ])('names the file that lists %s', (page, file) => {
    expect(sitemapFileOf(page)).toEqual(file);
  });
});
