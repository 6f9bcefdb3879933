/** The query parameter of the page of a long list that a visitor asked for (FeedMore). */
export const PAGE_PARAM = 'page';

/**
 * The page of a long list the address asks for (`?page=3`: the first three pages' items), or 1.
 * A list's "more" button asks for it when pressed before the list has hydrated.
 */
export function pageFromAddress(): number {
  const page = Number(new URLSearchParams(window.location.search).get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
