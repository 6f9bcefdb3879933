import { hasText } from '#shared/entities/entity-texts.ts';
import { type Language, OTHER_LANGUAGE } from '#shared/i18n/languages.ts';
import type { ImageSet, PictureSet } from '#shared/schemas/common.ts';

/** What a picture says to someone who cannot see it, and the language it says it in where that is not the page's. */
export interface ImageAlt {
  alt: string;
  altLang?: Language;
}

/**
 * The alternative text of an image of the library on pages of `language`
 * (docs/decisions/034-media-library.md): its text in the page's language; else its text in the
 * other language, marked with its `lang`; else `fallback`, what the page said before images had
 * texts (its item's title), exactly as it said it. A decorative image says nothing.
 */
export function imageAlt(set: ImageSet | null | undefined, language: Language, fallback: string): ImageAlt {
  if (set?.decorative) return { alt: '' };
  const other = OTHER_LANGUAGE[language];
  if (hasText(set?.alt?.[language])) return { alt: String(set?.alt?.[language]).trim() };
  if (hasText(set?.alt?.[other])) return { alt: String(set?.alt?.[other]).trim(), altLang: other };
  return { alt: fallback };
}

/**
 * The picture of an image set alone, as islands take it: which image it is and its texts stay out
 * of the page's serialised props, where a page would carry them twice.
 */
export const pictureSetOf = ({ width, height, avif, webp, focalPoint }: PictureSet): PictureSet => ({
  width,
  height,
  avif,
  webp,
  focalPoint,
});
