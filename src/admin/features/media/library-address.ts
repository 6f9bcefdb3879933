import { z } from 'zod';
import type { ListView } from '#admin/resources/lists/use-list-view.ts';
import { type MediaLibraryQuery, MediaLibraryQuerySchema } from '#shared/payloads/media-library.ts';

/**
 * The media library's screen as its address keeps it, so that a bookmark, a reload, Back and
 * Forward show the same library: the API's query (`GET /media/get/library`, same keys, same
 * values) and whether it shows a grid of thumbnails or a table.
 */

const VIEWS = ['cards', 'table'] as const satisfies readonly ListView[];

const LibraryAddressSchema = MediaLibraryQuerySchema.extend({ view: z.enum(VIEWS).default('cards') });
export type LibraryAddress = z.infer<typeof LibraryAddressSchema>;

/**
 * What narrows the library beside its search, in the order the address and the controls name
 * them: another filter of the API's query is one more name here and its control.
 */
export const LIBRARY_FILTERS = ['type', 'withoutAlt', 'unused'] as const satisfies readonly (keyof MediaLibraryQuery)[];

const DEFAULTS = LibraryAddressSchema.parse({});

/**
 * The library an address's search asks for. A key the library does not take, or a value it
 * refuses (an old bookmark, a hand-edited address), counts as absent.
 */
export function readLibraryAddress(search: URLSearchParams): LibraryAddress {
  const given = Object.fromEntries(search);
  const parsed = LibraryAddressSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return LibraryAddressSchema.parse(Object.fromEntries(Object.entries(given).filter(([key]) => !refused.has(key))));
}

/** The search of the API's query: each key whose value is not what its absence means, in a fixed order. */
export function libraryQuerySearch(query: MediaLibraryQuery): URLSearchParams {
  const search = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') search.set(key, String(value));
  };
  put('q', query.q?.trim());
  for (const filter of LIBRARY_FILTERS) put(filter, query[filter]);
  if (query.sort !== DEFAULTS.sort || query.dir !== DEFAULTS.dir) {
    put('sort', query.sort);
    put('dir', query.dir);
  }
  if (query.page !== DEFAULTS.page) put('page', query.page);
  if (query.pageSize !== DEFAULTS.pageSize) put('pageSize', query.pageSize);
  return search;
}

/** The search of the screen's address: the API's query, and the table where it is not the grid. */
export function writeLibraryAddress(address: LibraryAddress): string {
  const search = libraryQuerySearch(address);
  if (address.view !== DEFAULTS.view) search.set('view', address.view);
  return search.toString();
}

/** Whether the library shows only some of its images: searched, or narrowed by a filter. */
export const isNarrowed = (address: LibraryAddress) =>
  Boolean(address.q) || LIBRARY_FILTERS.some((filter) => address[filter] !== undefined);

/**
 * The one filter that narrows the library to its images true of it (`withoutAlt=true`,
 * `unused=true`) when nothing else narrows it: an empty library then says that every image is
 * otherwise, rather than that none matches.
 */
export function narrowedOnlyBy(address: LibraryAddress): 'withoutAlt' | 'unused' | null {
  if (address.q || address.type) return null;
  if (address.withoutAlt === true && address.unused === undefined) return 'withoutAlt';
  if (address.unused === true && address.withoutAlt === undefined) return 'unused';
  return null;
}

/** The changes to an address that show every image again: no search, no filter. */
export const UNNARROWED: Partial<LibraryAddress> = Object.fromEntries(
  ['q', ...LIBRARY_FILTERS].map((key) => [key, undefined]),
);

/** What the library passes to an image's screen: its address's search, to go back to it as it was. */
export interface FromLibrary {
  librarySearch: string;
}
