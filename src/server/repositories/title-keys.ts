import type { TextPair } from '#shared/entities/define-entity.ts';
import { hasText } from '#shared/entities/entity-texts.ts';
import { searchKey } from '#shared/search-key.ts';

/**
 * The columns the admin's lists search and sort a row by (migration 009), kept by every write of
 * its title: what a search matches in either language, and the title the admin sees (English,
 * else Albanian), as search-key.ts turns them. Computed here rather than in SQL, so that both
 * databases hold, and so compare, the same keys.
 */
export const SEARCH_TEXT = 'searchText';
export const SORT_TITLE = 'sortTitle';

export function titleKeys(english: string, albanian: string): Record<typeof SEARCH_TEXT | typeof SORT_TITLE, string> {
  return {
    // A line break between the languages, which no search word holds, so that no match spans both.
    [SEARCH_TEXT]: `${searchKey(english)}\n${searchKey(albanian)}`,
    [SORT_TITLE]: searchKey(hasText(english) ? english : albanian),
  };
}

/**
 * `values` with the keys of the title they write, for a table listed by `title`. A write sets both
 * languages of a title or neither, as the input schemas (each field defaulting to '') make it.
 */
export function withTitleKeys(title: TextPair | undefined, values: Record<string, unknown>) {
  if (!title || !(title.en in values || title.sq in values)) return values;
  if (!(title.en in values && title.sq in values))
    throw new Error(`A write of ${title.en} and ${title.sq} must give both, so that the title's keys follow`);
  return { ...values, ...titleKeys(String(values[title.en] ?? ''), String(values[title.sq] ?? '')) };
}
