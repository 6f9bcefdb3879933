import { textsOf } from '#shared/entities/entity-texts.ts';
import type { Media } from '#shared/entities/media.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ItemTitles } from '#shared/payloads/item-titles.ts';
import { textIn } from './admin-language.ts';

/** ItemTitles read as an item whose title is the pair of fields `en` and `sq`, for textsOf. */
const TITLES = { texts: { title: { en: 'en', sq: 'sq' } } };

/**
 * The title in `language`, else the one in the other language: the rule by which an admin list
 * titles an item (listingTitleOf) and the site shows it. '' when there is neither.
 */
export const titleIn = (titles: ItemTitles | null, language: Language): string =>
  titles ? textsOf(TITLES, titles, language).title.trim() : '';

/** What the admin calls an image: the name of the file as uploaded, else its number ("Image #12"), for one stored before the library. */
export const mediaName = (media: Pick<Media, 'mediaId' | 'originalName'>, language: Language) =>
  media.originalName ?? textIn(language).mediaLibrary.unnamed(media.mediaId);
