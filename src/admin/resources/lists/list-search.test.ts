import { describe, expect, it } from 'vitest';
import { buildingResource } from '#admin/features/buildings/building-resource.ts';
import { newsResource } from '#admin/features/news/news-resource.ts';
import { isNarrowed, readListSearch, unnarrowed, writeListSearch } from './list-search.ts';

const news = newsResource.listing;
const read = (search: string) => readListSearch(news, new URLSearchParams(search));

describe('a list’s search', () => {
  it('reads an empty search as the first page in the list’s own order', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 24 });
    expect(writeListSearch(news, read(''))).toBe('');
  });

  it('keeps what differs from the defaults, in a fixed order, and reads it back the same', () => {
    const search =
      'q=shtepi&newsType=event&shown=false&published=false&missing=sq&sort=title&dir=desc&page=3&pageSize=48';
    const query = read(
      'page=3&sort=title&q=shtepi&dir=desc&pageSize=48&missing=sq&published=false&shown=false&newsType=event',
    );
    expect(query).toEqual({
      q: 'shtepi',
      newsType: 'event',
      shown: false,
      published: false,
      missing: 'sq',
      sort: 'title',
      dir: 'desc',
      page: 3,
      pageSize: 48,
    });
    expect(writeListSearch(news, query)).toBe(search);
    expect(read(search)).toEqual(query);
  });

  it('leaves out a sort that is the list’s default, and names the direction of any other', () => {
    expect(writeListSearch(news, read('sort=id&dir=desc'))).toBe('');
    expect(writeListSearch(news, read('sort=title'))).toBe('sort=title&dir=asc');
    const buildings = buildingResource.listing;
    expect(writeListSearch(buildings, readListSearch(buildings, new URLSearchParams('sort=position')))).toBe('');
    expect(writeListSearch(buildings, readListSearch(buildings, new URLSearchParams('sort=id')))).toBe(
      'sort=id&dir=asc',
    );
  });

  it('takes what the list refuses as absent, keeping the rest', () => {
    expect(read('newsType=gossip&page=two&sort=catalogTitle&q=lake&sneaky=1')).toEqual({
      q: 'lake',
      page: 1,
      pageSize: 24,
    });
  });

  it('tells a search or a filter from an order or a page, and undoes only those', () => {
    expect(isNarrowed(news, read('sort=title&page=3'))).toBe(false);
    for (const narrowing of ['q=lake', 'newsType=event', 'shown=false', 'published=false', 'missing=en'])
      expect(isNarrowed(news, read(`${narrowing}&sort=title`)), narrowing).toBe(true);
    const query = read('q=lake&newsType=event&shown=false&missing=en&sort=title&dir=asc&page=3');
    expect(writeListSearch(news, { ...query, page: 1, ...unnarrowed(news) })).toBe('sort=title&dir=asc');
  });
});
