import { describe, expect, it } from 'vitest';
import {
  isNarrowed,
  libraryQuerySearch,
  narrowedOnlyBy,
  readLibraryAddress,
  UNNARROWED,
  writeLibraryAddress,
} from './library-address.ts';

const read = (search: string) => readLibraryAddress(new URLSearchParams(search));

describe('the media library’s address', () => {
  it('reads an empty address as the first page of the grid, newest first, and writes it back empty', () => {
    expect(read('')).toEqual({ sort: 'uploadedAt', dir: 'desc', page: 1, pageSize: 24, view: 'cards' });
    expect(writeLibraryAddress(read(''))).toBe('');
  });

  it('keeps what differs from the defaults, in a fixed order, and reads it back the same', () => {
    const address = read(
      'view=table&page=3&dir=asc&unused=true&withoutAlt=true&sort=name&q=Kulla%20e%20Sahatit&type=image%2Fpng&pageSize=48',
    );
    expect(address).toEqual({
      q: 'Kulla e Sahatit',
      type: 'image/png',
      withoutAlt: true,
      unused: true,
      sort: 'name',
      dir: 'asc',
      page: 3,
      pageSize: 48,
      view: 'table',
    });
    const written = writeLibraryAddress(address);
    expect(written).toBe(
      'q=Kulla+e+Sahatit&type=image%2Fpng&withoutAlt=true&unused=true&sort=name&dir=asc&page=3&pageSize=48&view=table',
    );
    expect(read(written)).toEqual(address);
  });

  it('asks the API the same query without how the screen shows it', () => {
    const address = read('q=tower&withoutAlt=false&view=table&page=2');
    expect(libraryQuerySearch(address).toString()).toBe('q=tower&withoutAlt=false&page=2');
  });

  it('names the direction of any sort but the default, and the sort of a default sort the other way round', () => {
    expect(writeLibraryAddress(read('sort=uploadedAt&dir=desc'))).toBe('');
    expect(writeLibraryAddress(read('sort=originalBytes'))).toBe('sort=originalBytes&dir=desc');
    expect(writeLibraryAddress(read('dir=asc'))).toBe('sort=uploadedAt&dir=asc');
  });

  it.each([
    ['a type it does not take', 'type=image%2Fgif&q=lake', { q: 'lake' }],
    ['a sort it does not have', 'sort=colour&page=2', { page: 2 }],
    ['a page that is no number', 'page=two&view=table', { view: 'table' }],
    ['a page size past the largest', 'pageSize=500', {}],
    ['a view it does not have', 'view=mosaic', {}],
    ['a filter value that is no yes or no', 'withoutAlt=maybe', {}],
  ])('counts %s as absent and keeps the rest', (_, search, kept) => {
    expect(read(search)).toEqual({ ...read(''), ...kept });
  });

  it('tells a narrowed library from the whole, and the way back to the whole', () => {
    expect(isNarrowed(read('sort=name&page=4&view=table'))).toBe(false);
    for (const search of ['q=lake', 'type=image%2Fjpeg', 'withoutAlt=true', 'withoutAlt=false', 'unused=true'])
      expect(isNarrowed(read(search))).toBe(true);
    const whole = { ...read('q=lake&type=image%2Fwebp&withoutAlt=true&unused=false&sort=name&dir=asc'), ...UNNARROWED };
    expect(isNarrowed(whole)).toBe(false);
    expect(writeLibraryAddress(whole)).toBe('sort=name&dir=asc');
  });

  it('names the one filter to its images true of it, when nothing else narrows the library', () => {
    expect(narrowedOnlyBy(read('withoutAlt=true&sort=name'))).toBe('withoutAlt');
    expect(narrowedOnlyBy(read('unused=true&page=2'))).toBe('unused');
    for (const search of [
      '',
      'unused=false',
      'unused=true&q=lake',
      'unused=true&withoutAlt=true',
      'withoutAlt=true&type=image%2Fpng',
    ])
      expect(narrowedOnlyBy(read(search))).toBeNull();
  });
});
