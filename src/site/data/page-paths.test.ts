import { describe, expect, it } from 'vitest';
import { hasCatalogPage, isCatalogPageOf, sectionOfPath } from './page-paths.ts';

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

describe('isCatalogPageOf', () => {
  it('names the catalogue pages of the given buildings, in both languages', () => {
    const ofThreeAndTwelve = isCatalogPageOf([3, 12]);
    expect(ofThreeAndTwelve('/salescatalogdetails/3/1')).toBe(true);
    expect(ofThreeAndTwelve('/en/salescatalogdetails/12/7')).toBe(true);
    expect(ofThreeAndTwelve('/salescatalogdetails/31/1')).toBe(false);
    expect(ofThreeAndTwelve('/en/salescatalogdetails/1/3')).toBe(false);
    expect(ofThreeAndTwelve('/secondstep/3')).toBe(false);
    expect(ofThreeAndTwelve('/sitemaps/buildings/0.xml')).toBe(false);
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
