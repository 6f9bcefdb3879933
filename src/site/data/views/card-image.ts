import type { Language } from '#shared/i18n/languages.ts';
import type { ImageSet, PictureSet } from '#shared/schemas/common.ts';
import { type ImageAlt, imageAlt, pictureSetOf } from './image-alt.ts';

/** An uploaded image with its responsive variants, as the site draws it. */
export interface CardImage {
  src: string;
  set: PictureSet;
}

/** An uploaded image as a page draws it, with what it says there. */
export interface ShownImage extends CardImage, ImageAlt {}

/** The image of an entity's image field; null when it has none (a card draws a quiet placeholder). */
export const cardImage = (src: string | null, set: ImageSet | null): CardImage | null =>
  src && set ? { src, set: pictureSetOf(set) } : null;

/**
 * The image of an entity's image field as pages of `language` draw it, saying what its image says
 * (imageAlt), else `fallback`, the words the page gave it before images had texts; null when the
 * field has none.
 */
export function shownImage(
  src: string | null,
  set: ImageSet | null,
  language: Language,
  fallback: string,
): ShownImage | null {
  const image = cardImage(src, set);
  return image && { ...image, ...imageAlt(set, language, fallback) };
}
