import { z } from 'zod';
import { MAX_ALT_TEXT_CHARS, MAX_FILE_NAME_CHARS, MAX_IMAGE_BYTES } from '../constants.ts';
import { FocalPointSchema, ImageSetSchema, PublishedInputSchema, typedText } from '../schemas/common.ts';
import type { FileField } from './define-entity.ts';

/**
 * An image of the media library (docs/decisions/034-media-library.md): stored once, referred to by
 * id from every image field, with what it shows in each language.
 */

/** The media table and its one file field, the stored image, as a descriptor's `files` declares one. */
export const MEDIA_TABLE = 'media';
export const MEDIA_FILES = {
  imageUrl: { kind: 'image', maxBytes: MAX_IMAGE_BYTES, label: 'Image', sq: { label: 'Fotografia' } },
} as const satisfies Record<string, FileField>;

/** The types an image is accepted in, by its content (uploads/content-checks.ts). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/**
 * What an editor writes of an image (the file travels beside it): its alternative text in each
 * language, or `decorative`, an explicit choice that the image says nothing (`alt=""`); and where
 * its subject is. A write without a field keeps it.
 */
export const MediaInputSchema = z.object({
  altEn: typedText().max(MAX_ALT_TEXT_CHARS).optional(),
  altSq: typedText().max(MAX_ALT_TEXT_CHARS).optional(),
  // JSON's boolean, or form data's text, as a publication's choice.
  decorative: PublishedInputSchema.optional(),
  focalPoint: FocalPointSchema.optional(),
});
export type MediaInput = z.infer<typeof MediaInputSchema>;

/** The uploaded file as it came; null on images stored before the library, whose originals were not kept. */
export const MediaOriginalSchema = z.object({
  name: z.string().max(MAX_FILE_NAME_CHARS).nullable(),
  type: z.enum(MEDIA_TYPES).nullable(),
  bytes: z.number().int().nonnegative().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});

/** An image as the API answers it: its URL and sizes (`imageSets.imageUrl`, focal point included), the original, texts and bookkeeping. */
export const MediaSchema = z.object({
  mediaId: z.number().int().positive(),
  imageUrl: z.string(),
  imageSets: z.object({ imageUrl: ImageSetSchema }),
  original: MediaOriginalSchema,
  altEn: z.string(),
  altSq: z.string(),
  decorative: z.boolean(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
  version: z.number().int().positive(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type Media = z.infer<typeof MediaSchema>;

/** An image whose texts a page needs and lacks: neither language has one, and it is not marked decorative. */
export const lacksAltText = (media: Pick<Media, 'altEn' | 'altSq' | 'decorative'>) =>
  !media.decorative && media.altEn.trim() === '' && media.altSq.trim() === '';
