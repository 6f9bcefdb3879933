import { DEFAULT_LIST_PAGE_SIZE, type ListPageQuery, sortOf } from '#shared/payloads/list-page.ts';
import type { ResourceConfig } from '../resource.ts';

/**
 * A paged list's query as the search of a URL: the admin's list keeps it in its own address (so
 * that it can be bookmarked, and Back returns to it) and asks the API's `page` call with the
 * same search.
 */

export type Listing = ResourceConfig<Record<string, unknown>>['listing'];

/**
 * The query of a URL's search, as the list's schema reads it. A key the list does not take, or a
 * value it refuses (an old bookmark, a hand-edited address), counts as absent.
 */
export function readListSearch(listing: Listing, search: URLSearchParams): ListPageQuery {
  const given = Object.fromEntries(search);
  const parsed = listing.querySchema.safeParse(given);
  if (parsed.success) return parsed.data as ListPageQuery;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(given).filter(([key]) => !refused.has(key)));
  return listing.querySchema.parse(kept) as ListPageQuery;
}

/** The search of a query: each key whose value is not what the key's absence means, in a fixed order. */
export function writeListSearch(listing: Listing, query: ListPageQuery): string {
  const search = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') search.set(key, String(value));
  };
  put('q', query.q?.trim());
  for (const field of listing.filters) put(field, query[field]);
  put('shown', query.shown);
  put('published', query.published);
  put('missing', query.missing);
  const { sort, dir } = sortOf(listing.defaultSort, query);
  if (sort !== listing.defaultSort.sort || dir !== listing.defaultSort.dir) {
    put('sort', sort);
    put('dir', dir);
  }
  if (query.page !== 1) put('page', query.page);
  if (query.pageSize !== DEFAULT_LIST_PAGE_SIZE) put('pageSize', query.pageSize);
  return search.toString();
}

/** The keys that narrow a list: its search and its filters. */
const narrowingKeys = (listing: Listing) => ['q', 'shown', 'published', 'missing', ...listing.filters];

/** Whether a query narrows its list to some of its items. */
export const isNarrowed = (listing: Listing, query: ListPageQuery) =>
  narrowingKeys(listing).some((key) => query[key] !== undefined && query[key] !== '');

/** The changes to a query that show every item again: no search, no filter. */
export const unnarrowed = (listing: Listing): Partial<ListPageQuery> =>
  Object.fromEntries(narrowingKeys(listing).map((key) => [key, undefined]));
