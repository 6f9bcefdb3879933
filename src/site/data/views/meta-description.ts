import { META_DESCRIPTION_CHARS } from '#shared/constants.ts';
import { truncate } from '#shared/text.ts';

/** A page's meta description from an entity's text: cut at META_DESCRIPTION_CHARS, with an ellipsis when cut. */
export const metaDescription = (text: string) => truncate(text, META_DESCRIPTION_CHARS);
