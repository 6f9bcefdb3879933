import { META_DESCRIPTION_CHARS } from '#shared/constants.ts';
import { SEARCH_AND_SHARING, type SearchAndSharing } from '#shared/entities/search-and-sharing.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { truncate } from '#shared/text.ts';

/** A page's meta description from an entity's text: cut at META_DESCRIPTION_CHARS, with an ellipsis when cut. */
export const metaDescription = (text: string) => truncate(text, META_DESCRIPTION_CHARS);

/**
 * What an item's page says to search engines and link cards in `language`: the search description
 * the admin wrote for it in that language, or else `automatic` (the start of its description). An
 * item read from a list (a vacancy's, which keeps to the contract's fields) has none.
 */
export const searchDescriptionOf = (item: object, language: Language, automatic: string) =>
  (item as Partial<SearchAndSharing>)[SEARCH_AND_SHARING.texts.searchDescription[language]] || automatic;

/** The image a shared link to the item's page shows: the one chosen for it, or else `automatic`. */
export const socialImageOf = (item: { socialImageUrl: string | null }, automatic: string | null) =>
  item.socialImageUrl ?? automatic;
