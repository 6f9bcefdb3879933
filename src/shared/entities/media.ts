import { z } from 'zod';
import { MAX_ALT_TEXT_CHARS, MAX_FILE_NAME_CHARS, MAX_IMAGE_BYTES } from '../constants.ts';
import { ImageSetSchema, PublishedInputSchema, typedText } from '../schemas/common.ts';
import { defineEntity, type FileField } from './define-entity.ts';
import { imageSchemasOf } from './focal-points.ts';

/**
 * An image of the media library (docs/decisions/034-media-library.md): stored once, referred to by
 * id from every image field, with what it shows in each language. Its fields are named and shaped
 * as the content kit answers an entity's (files as URLs beside `imageSets`, `focalPoints` by image
 * field), so that media joins ENTITIES as a descriptor of these schemas.
 */

/** The media table and its one file field, the stored image, as a descriptor's `files` declares one. */
export const MEDIA_TABLE = 'media';
export const MEDIA_FILES = {
  imageUrl: {
    kind: 'image',
    maxBytes: MAX_IMAGE_BYTES,
    label: 'Image',
    sq: { label: 'Fotografia' },
    keepsOriginal: true,
  },
} as const satisfies Record<string, FileField>;
const IMAGE_SCHEMAS = imageSchemasOf(MEDIA_FILES);

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
  ...IMAGE_SCHEMAS.input,
});
export type MediaInput = z.infer<typeof MediaInputSchema>;

/**
 * An image as the API answers it: its URL and sizes (`imageSets.imageUrl`, its point included),
 * the file as uploaded (null on images stored before the library, whose originals were not kept),
 * its texts and bookkeeping.
 */
export const MediaSchema = z.object({
  mediaId: z.number().int().positive(),
  imageUrl: z.string(),
  imageSets: z.object({ imageUrl: ImageSetSchema }),
  ...IMAGE_SCHEMAS.item,
  originalName: z.string().max(MAX_FILE_NAME_CHARS).nullable(),
  originalType: z.enum(MEDIA_TYPES).nullable(),
  originalBytes: z.number().int().nonnegative().nullable(),
  originalWidth: z.number().int().positive().nullable(),
  originalHeight: z.number().int().positive().nullable(),
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

/**
 * The media library: every image once, with its texts, referred to by the image fields of every
 * other kind (docs/decisions/034-media-library.md). It has no page of its own; a write of it
 * re-renders the pages that show it (`media:<id>`). Its library list (`more.library`) searches,
 * filters and sorts as no other list does, so it has no `listing`.
 */
export const MEDIA = defineEntity({
  kind: 'media',
  noun: { one: 'Image', many: 'Media library', item: 'image' },
  table: MEDIA_TABLE,
  idField: 'mediaId',
  order: 'desc',
  schemas: { input: MediaInputSchema, item: MediaSchema, single: MediaSchema },
  files: MEDIA_FILES,
  texts: { alt: { en: 'altEn', sq: 'altSq' } },
  flags: ['decorative'],
  api: {
    save: '/media/save',
    update: '/media/update/:id',
    remove: '/media/delete/:id',
    single: '/media/get/single/:id',
    singleAccess: 'editor',
    lists: [],
    more: { library: '/media/get/library', uses: '/media/get/uses/:id' },
  },
  admin: {
    dashboard: { label: 'Media library', about: 'Every image, with what it shows and where it is used.' },
    sq: {
      dashboard: { label: 'Mediateka', about: 'Çdo fotografi, me përshkrimin e saj dhe ku përdoret.' },
      one: 'Fotografia',
      many: 'Mediateka',
      lower: 'fotografi',
      of: 'fotografisë',
      some: 'fotografi',
    },
    screens: { list: 'media', view: 'media/view' },
    viewParam: 'mediaId',
  },
});
