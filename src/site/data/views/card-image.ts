import type { ImageSet, PictureSet } from '#shared/schemas/common.ts';
import { pictureSetOf } from './image-alt.ts';

/** An uploaded image with its responsive variants, as the site draws it. */
export interface CardImage {
  src: string;
  set: PictureSet;
}

/** The image of an entity's image field; null when it has none (a card draws a quiet placeholder). */
export const cardImage = (src: string | null, set: ImageSet | null): CardImage | null =>
  src && set ? { src, set: pictureSetOf(set) } : null;
