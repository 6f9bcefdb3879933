import { describe, expect, test } from 'vitest';
import { pageFile } from './page-files.ts';

describe('pageFile', () => {
  test.each([
    ['/', 'site/index.html'],
    ['/en', 'site/en/index.html'],
    ['/en/', 'site/en/index.html'],
    ['/vilalproject/3', 'site/vilalproject/3/index.html'],
    ['/en/salescatalogdetails/1/2', 'site/en/salescatalogdetails/1/2/index.html'],
    ['/menu.json', 'site/menu.json'],
    ['/en/news-slides.json', 'site/en/news-slides.json'],
    ['/sitemap.xml', 'site/sitemap.xml'],
  ])('%s is written to %s', (pagePath, file) => {
    expect(pageFile('site', pagePath)).toBe(file);
  });

  test('refuses a path that climbs out of the site folder', () => {
    expect(() => pageFile('site', '/../secrets')).toThrow();
  });
});
