import { describe, expect, it } from 'vitest';
import { isNarrowed, readInboxSearch, writeInboxSearch } from './inbox-search.ts';

const read = (search: string) => readInboxSearch(new URLSearchParams(search));

describe('the inbox in its address', () => {
  it.each([
    ['', ''],
    ['q=%C3%A7lirim&state=new', 'q=%C3%A7lirim&state=new'],
    ['state=answered&kind=application&staffId=3&q=TG-7K3Q9', 'q=TG-7K3Q9&kind=application&staffId=3&state=answered'],
    ['page=2&pageSize=48', 'page=2&pageSize=48'],
    ['unitId=12&kind=inquiry&buildingId=3', 'kind=inquiry&buildingId=3&unitId=12'],
    ['page=1&pageSize=24', ''],
  ])('reads %j and writes it back as %j', (search, written) => {
    expect(writeInboxSearch(read(search))).toBe(written);
  });

  it('drops what it does not take, keeping the rest', () => {
    expect(read('state=unread&kind=message&page=zero&sort=title')).toEqual({ kind: 'message', page: 1, pageSize: 24 });
  });

  it('tells whether the inbox is narrowed', () => {
    expect(isNarrowed(read('page=3'))).toBe(false);
    expect(isNarrowed(read('state=archived'))).toBe(true);
    expect(isNarrowed(read('q=ana'))).toBe(true);
    expect(isNarrowed(read('buildingId=3'))).toBe(true);
    expect(isNarrowed(read('unitId=12'))).toBe(true);
  });
});
