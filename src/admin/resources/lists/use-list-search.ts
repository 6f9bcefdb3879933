import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListPageQuery } from '#shared/payloads/list-page.ts';
import { type Listing, readListSearch, writeListSearch } from './list-search.ts';

/**
 * A paged list's query, kept in the search of its address (list-search.ts): what the list shows,
 * and the searches of the list changed in some way, which go back to the first page unless they
 * name another.
 */
export function useListSearch(listing: Listing) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListSearch(listing, params), [listing, params]);
  const search = writeListSearch(listing, query);
  const searchWith = (changes: Partial<ListPageQuery>) => writeListSearch(listing, { ...query, page: 1, ...changes });
  return {
    query,
    /** The search as the list has it now, also of its call to the API. */
    search,
    searchWith,
    /** Shows the list changed so, as a new step of the browser's history: Back returns to this one. */
    change: (changes: Partial<ListPageQuery>) => {
      const next = searchWith(changes);
      if (next !== search) setParams(next);
    },
  };
}
