import { describe, expect, it } from 'vitest';
import { catalogPageFolders, hasCatalogPage, sectionFolders } from './page-paths.ts';

describe('sectionFolders', () => {
  const within = (path: string, folders: string[]) => folders.some((folder) => path.startsWith(folder));

  it('holds the pages, feed chunks and sitemap files that come and go with a section’s entities', () => {
    expect(within('/vilalproject/12', sectionFolders('projects'))).toBe(true);
    expect(within('/en/vilalproject/12', sectionFolders('projects'))).toBe(true);
    expect(within('/secondstep/3', sectionFolders('buildings'))).toBe(true);
    expect(within('/en/salescatalogdetails/3/2', sectionFolders('buildings'))).toBe(true);
    expect(within('/newsdetails/7', sectionFolders('news'))).toBe(true);
    expect(within('/jobdetails/7', sectionFolders('jobs'))).toBe(true);
    expect(within('/en/feeds/vacancies/0.json', sectionFolders('jobs'))).toBe(true);
    expect(within('/feeds/news/2.json', sectionFolders('news'))).toBe(true);
    expect(within('/sitemaps/buildings/0.xml', sectionFolders('buildings'))).toBe(true);
    expect(within('/newsdetails/7', sectionFolders('projects'))).toBe(false);
  });

  it('holds none of the paths that always exist', () => {
    const every = (['projects', 'buildings', 'news', 'jobs'] as const).flatMap(sectionFolders);
    for (const path of ['/', '/en/', '/ourcompany', '/en/news', '/menu.json', '/feeds/projects.json', '/sitemap.xml', '/sitemaps/pages/0.xml']) {
      expect(within(path, every), path).toBe(false);
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
