import { describe, expect, it } from 'vitest';
import { BUILDING } from '#shared/entities/building.ts';
import { PAGED_ENTITIES } from '#shared/entities/entities.ts';
import { NEWS } from '#shared/entities/news.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import type { ChangeEvent } from '#shared/payloads/publish.ts';
import { hasCatalogPage } from './entity-pages.ts';
import { catalogPageFolders, type PageScope, pageScopesOf, sectionFolders, sitemapTagsOf } from './page-sets.ts';

describe('sectionFolders', () => {
  const within = (path: string, folders: string[]) => folders.some((folder) => path.startsWith(folder));

  it('holds the pages, feed chunks and sitemap files that come and go with a section’s entities', () => {
    expect(within('/vilalproject/12', sectionFolders(PROJECT))).toBe(true);
    expect(within('/en/vilalproject/12', sectionFolders(PROJECT))).toBe(true);
    expect(within('/secondstep/3', sectionFolders(BUILDING))).toBe(true);
    expect(within('/en/salescatalogdetails/3/2', sectionFolders(BUILDING))).toBe(true);
    expect(within('/newsdetails/7', sectionFolders(NEWS))).toBe(true);
    expect(within('/jobdetails/7', sectionFolders(VACANCY))).toBe(true);
    expect(within('/en/feeds/vacancy/0.json', sectionFolders(VACANCY))).toBe(true);
    expect(within('/feeds/news/2.json', sectionFolders(NEWS))).toBe(true);
    expect(within('/sitemaps/building/0.xml', sectionFolders(BUILDING))).toBe(true);
    expect(within('/newsdetails/7', sectionFolders(PROJECT))).toBe(false);
  });

  it('holds none of the paths that always exist', () => {
    const every = PAGED_ENTITIES.flatMap(sectionFolders);
    for (const path of [
      '/',
      '/en/',
      '/ourcompany',
      '/en/news',
      '/menu.json',
      '/feeds/project.json',
      '/sitemap.xml',
      '/sitemaps/pages/0.xml',
    ]) {
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

/** A scope without its reader of the API, which cannot be compared. */
const comparable = ({ pages: _pages, ...scope }: PageScope) => scope;

describe('pageScopesOf and sitemapTagsOf', () => {
  const changes: Omit<ChangeEvent, 'eventId' | 'operation' | 'createdAt'>[] = [
    { kind: 'project', entityId: 7, tags: ['project:7', 'project:list'] },
    { kind: 'catalog', entityId: 12, tags: ['catalog:building:3', 'catalog:list'] },
  ];

  it.each(changes)('take a restore from the trash of a $kind as its create: its pages may come back', (change) => {
    const created = { ...change, operation: 'create' as const };
    const restored = { ...change, operation: 'restore' as const };
    const createScopes = pageScopesOf(created).map(comparable);
    const restoreScopes = pageScopesOf(restored).map(comparable);
    expect(restoreScopes).toEqual(createScopes);
    expect(restoreScopes[0]).toHaveProperty('folders');
    expect(sitemapTagsOf(restored)).toEqual(sitemapTagsOf(created));
  });

  it('compares the units’ pages too when a building comes or goes, and not when it is only edited', () => {
    const building = { kind: 'building' as const, entityId: 4, tags: ['building:4', 'building:list'] };
    expect(pageScopesOf({ ...building, operation: 'delete' }).map((scope) => scope.key)).toEqual(['building', 'unit']);
    const published = { ...building, operation: 'update' as const, tags: [...building.tags, 'pageset:building'] };
    expect(pageScopesOf(published).map((scope) => scope.key)).toEqual(['building', 'unit']);
    expect(pageScopesOf({ ...building, operation: 'update' })).toEqual([]);
  });

  it('compares only the units’ pages when a unit comes or goes, which have no feed', () => {
    const [scope, ...others] = pageScopesOf({ kind: 'unit', operation: 'create', tags: ['unit:9'] });
    expect(others).toEqual([]);
    expect(scope?.folders).toEqual(['/unitdetails/', '/en/unitdetails/', '/sitemaps/unit/']);
  });
});
