import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { ImageSet } from '#shared/schemas/common.ts';

/** An image of a gallery carousel, with the alt text it has in the page's language. */
export interface GalleryImage {
  src: string;
  set: ImageSet;
  alt: string;
}

/**
 * The images of a project's gallery or of a news item, in order, each named after its parent:
 * `altTemplate` is the language's "{title}, picture {index}". Images without variants are left out.
 */
export function galleryImages(
  images: readonly { imageSets: Record<string, ImageSet | null> }[],
  imageField: string,
  title: string,
  altTemplate: string,
): GalleryImage[] {
  return images.flatMap((image, index) => {
    const src = (image as Record<string, unknown>)[imageField];
    const set = image.imageSets[imageField];
    return typeof src === 'string' && set
      ? [{ src, set, alt: fillTemplate(altTemplate, { title, index: index + 1 }) }]
      : [];
  });
}
