import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  NO_FILTERS,
  queryFromSearch,
  searchWithQuery,
  sortedBy,
  typedNumber,
  type UnitQuery,
} from './unit-query.ts';

describe('an availability table’s filters in the address', () => {
  it('reads no filters from an empty address', () => {
    expect(queryFromSearch('')).toEqual(NO_FILTERS);
  });

  it('reads every filter and the order', () => {
    expect(
      queryFromSearch(
        '?rooms=2%2B1,3%2B1&floorMin=6&floorMax=12&areaMin=60.5&areaMax=120&priceMin=90000&priceMax=150000&orientation=S,NE&status=available,reserved&sort=price&order=desc',
      ),
    ).toEqual({
      rooms: ['2+1', '3+1'],
      floorMin: 6,
      floorMax: 12,
      areaMin: 60.5,
      areaMax: 120,
      priceMin: 90000,
      priceMax: 150000,
      orientations: ['NE', 'S'],
      statuses: ['available', 'reserved'],
      sort: 'price',
      order: 'desc',
    });
  });

  it('leaves out what it cannot read', () => {
    expect(
      queryFromSearch(
        '?rooms=two,2%2B1&floorMin=high&areaMax=&orientation=UP,S&status=notOnSale,sold&sort=colour&order=up',
      ),
    ).toEqual({ ...NO_FILTERS, rooms: ['2+1'], orientations: ['S'], statuses: ['sold'] });
  });

  it('reads back what it writes, and keeps the address’s other parameters', () => {
    const query: UnitQuery = {
      ...NO_FILTERS,
      rooms: ['2+1'],
      floorMin: 6,
      priceMax: 150000,
      orientations: ['SE', 'S'],
      sort: 'floor',
      order: 'desc',
    };
    const search = searchWithQuery('?targetId=units&rooms=1%2B1&status=sold', query);
    expect(search).toBe(
      '?targetId=units&rooms=2%2B1&floorMin=6&priceMax=150000&orientation=SE%2CS&sort=floor&order=desc',
    );
    expect(queryFromSearch(search)).toEqual(query);
  });

  it('writes nothing for no filters, and no order without a column', () => {
    expect(searchWithQuery('?rooms=2%2B1', NO_FILTERS)).toBe('');
    expect(searchWithQuery('', { ...NO_FILTERS, order: 'desc' })).toBe('');
    expect(searchWithQuery('', { ...NO_FILTERS, sort: 'price' })).toBe('?sort=price');
  });

  it('counts the filters set, the order aside', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, sort: 'price' })).toBe(0);
    expect(
      activeFilterCount({ ...NO_FILTERS, rooms: ['2+1', '3+1'], floorMin: 6, floorMax: 9, statuses: ['available'] }),
    ).toBe(4);
  });
});

describe('a visitor’s hand on the filters', () => {
  it('sorts by a column ascending, then the other way, and another column ascending again', () => {
    const byPrice = sortedBy(NO_FILTERS, 'price');
    expect([byPrice.sort, byPrice.order]).toEqual(['price', 'asc']);
    const down = sortedBy(byPrice, 'price');
    expect([down.sort, down.order]).toEqual(['price', 'desc']);
    expect(sortedBy(down, 'price').order).toBe('asc');
    expect(sortedBy(down, 'floor')).toMatchObject({ sort: 'floor', order: 'asc' });
  });

  it.each([
    ['85,4', 'area', 85.4],
    ['85.4', 'area', 85.4],
    [' 120 ', 'area', 120],
    ['150 000', 'price', 150000],
    ['150,000', 'price', 150000],
    ['150.000', 'price', 150000],
    ['', 'price', null],
    ['much', 'area', null],
  ] as const)('reads %j typed as %s as %j', (text, kind, number) => {
    expect(typedNumber(text, kind)).toBe(number);
  });
});
