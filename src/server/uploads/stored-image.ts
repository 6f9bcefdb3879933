import { z } from 'zod';
import { FOCAL_CENTRE, type FocalPoint, type ImageSet } from '#shared/schemas/common.ts';
import { IMAGES_PREFIX } from './file-store.ts';
import { IMAGES_URL_PREFIX } from './storage.ts';

/** What an image column holds: the server-made key and the widths encoded, each as AVIF and WebP. */
export const StoredImageSchema = z.object({
  key: z.string().regex(/^[\w-]+$/),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()).min(1),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const variantName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`;

export function parseStoredImage(column: string | null): StoredImage | null {
  return column === null ? null : StoredImageSchema.parse(JSON.parse(column));
}

/** The store's keys of an image's files. */
export const variantKey = (key: string, width: number, format: ImageFormat) =>
  IMAGES_PREFIX + variantName(key, width, format);

export function imageFiles(image: StoredImage): string[] {
  return image.widths.flatMap((width) => IMAGE_FORMATS.map((format) => variantKey(image.key, width, format)));
}

/** The URL of the largest WebP: what a plain `<img src>` shows. */
export function imageUrl(image: StoredImage | null): string | null {
  if (!image) return null;
  return IMAGES_URL_PREFIX + variantName(image.key, Math.max(...image.widths), 'webp');
}

export function imageSet(image: StoredImage | null, focalPoint: FocalPoint = { ...FOCAL_CENTRE }): ImageSet | null {
  if (!image) return null;
  const srcset = (format: ImageFormat) =>
    image.widths.map((width) => `${IMAGES_URL_PREFIX}${variantName(image.key, width, format)} ${width}w`).join(', ');
  return { width: image.width, height: image.height, avif: srcset('avif'), webp: srcset('webp'), focalPoint };
}
