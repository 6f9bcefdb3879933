import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type LibraryAddress, libraryQuerySearch, readLibraryAddress, writeLibraryAddress } from './library-address.ts';

/**
 * The library as its address asks for it (library-address.ts): what it shows, the API's search
 * for it, and the addresses of the library changed in some way, which go back to the first page
 * unless they name another.
 */
export function useLibraryAddress() {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => readLibraryAddress(params), [params]);
  const search = writeLibraryAddress(address);
  const searchWith = (changes: Partial<LibraryAddress>) => writeLibraryAddress({ ...address, page: 1, ...changes });
  return {
    address,
    /** The search of the API's call for this page of the library. */
    querySearch: libraryQuerySearch(address).toString(),
    searchWith,
    /** Shows the library changed so, as a new step of the browser's history: Back returns to this one. */
    change: (changes: Partial<LibraryAddress>) => {
      const next = searchWith(changes);
      if (next !== search) setParams(next);
    },
  };
}
