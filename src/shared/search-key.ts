/**
 * A text as the admin's lists search and sort it: without accents (ë → e, ç → c), in lower case,
 * its spaces collapsed. The API stores it beside each title and turns a search into it, so that a
 * search is accent- and case-insensitive, and an order the same, on every database.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a search, each of which a title must contain: "Shtëpi  Çati" → ["shtepi", "cati"]. */
export const searchWords = (search: string) => searchKey(search).split(' ').filter(Boolean);
