import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ImageSet, PictureSet } from '#shared/schemas/common.ts';
import { type ImageAlt, imageAlt, pictureSetOf } from './image-alt.ts';

/** An image of a gallery carousel, with the alt text it has in the page's language. */
export interface GalleryImage extends ImageAlt {
  src: string;
  set: PictureSet;
}

/**
 * The images of a project's gallery or of a news item, in order, each with what it shows in the
 * page's `language` (imageAlt), else named after its parent: `altTemplate` is the language's
 * "{title}, picture {index}". Images without variants are left out.
 */
export function galleryImages(
  images: readonly { imageSets: Record<string, ImageSet | null> }[],
  imageField: string,
  title: string,
  altTemplate: string,
  language: Language,
): GalleryImage[] {
  return images.flatMap((image, index) => {
    const src = (image as Record<string, unknown>)[imageField];
    const set = image.imageSets[imageField];
    if (typeof src !== 'string' || !set) return [];
    const { alt, altLang } = imageAlt(set, language, fillTemplate(altTemplate, { title, index: index + 1 }));
    return [{ src, set: pictureSetOf(set), alt, ...(altLang && { altLang }) }];
  });
}

/**
 * Gallery images shown alone, one at random as a page's hero: each with what it shows in the
 * page's `language` (imageAlt), else `altOf` its project, which names the project without the
 * picture's place in its gallery, so that it does not say what the project's own picture says.
 */
export function galleryHeroPool(
  images: readonly { projectId: number; galleryImageUrl: string | null; imageSets: Record<string, ImageSet | null> }[],
  language: Language,
  altOf: (projectId: number) => string,
): GalleryImage[] {
  return images.flatMap((image) => {
    const set = image.imageSets.galleryImageUrl;
    if (!image.galleryImageUrl || !set) return [];
    const { alt, altLang } = imageAlt(set, language, altOf(image.projectId));
    return [{ src: image.galleryImageUrl, set: pictureSetOf(set), alt, ...(altLang && { altLang }) }];
  });
}
