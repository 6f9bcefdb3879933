import { describe, expect, it } from 'vitest';
import { catalogPageFolders, hasCatalogPage, sectionOfPath } from './page-paths.ts';

describe('sectionOfPath', () => {
  it('names the section of the pages, feed chunks and sitemap files that come and go with entities', () => {
    expect(sectionOfPath('/vilalproject/12')).toBe('projects');
    expect(sectionOfPath('/en/vilalproject/12')).toBe('projects');
    expect(sectionOfPath('/secondstep/3')).toBe('buildings');
    expect(sectionOfPath('/en/salescatalogdetails/3/2')).toBe('buildings');
    expect(sectionOfPath('/newsdetails/7')).toBe('news');
    expect(sectionOfPath('/jobdetails/7')).toBe('jobs');
    expect(sectionOfPath('/en/feeds/vacancies/0.json')).toBe('jobs');
    expect(sectionOfPath('/feeds/news/2.json')).toBe('news');
    expect(sectionOfPath('/sitemaps/buildings/0.xml')).toBe('buildings');
  });

  it('gives null for the paths that always exist', () => {
    for (const path of ['/', '/en/', '/ourcompany', '/en/news', '/menu.json', '/feeds/projects.json', '/sitemap.xml', '/sitemaps/pages/0.xml']) {
      expect(sectionOfPath(path)).toBeNull();
    }
  });
});

describe('catalogPageFolders', () => {
  it('names the folders of a building’s catalogue pages in both languages', () => {
    expect(catalogPageFolders(3)).toEqual(['/salescatalogdetails/3/', '/en/salescatalogdetails/3/']);
  });
});

describe('hasCatalogPage', () => {
  it('gives the fixed categories a page even when empty, any other only with catalogues', () => {
    expect(hasCatalogPage(1, 0)).toBe(true);
    expect(hasCatalogPage(3, 0)).toBe(true);
    expect(hasCatalogPage(4, 0)).toBe(false);
    expect(hasCatalogPage(4, 2)).toBe(true);
  });
});
