import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../constants.ts';
import { FileUrlSchema, IdSchema, ImageSetSchema } from '../schemas/common.ts';
import { ADMIN_ORDER, defineEntity } from './define-entity.ts';
import { imageSchemasOf } from './focal-points.ts';
import { PROJECT } from './project.ts';

const IMAGE_FILES = {
  galleryImageUrl: { kind: 'media', maxBytes: MAX_IMAGE_BYTES, label: 'Image', sq: { label: 'Fotografia' } },
} as const;
const IMAGE_SCHEMAS = imageSchemasOf(IMAGE_FILES);

export const GalleryImageInputSchema = z.object({ projectId: IdSchema, ...IMAGE_SCHEMAS.input });

export const GalleryImageSchema = z.object({
  galleryImageId: z.number().int(),
  projectId: z.number().int(),
  galleryImageUrl: FileUrlSchema,
  ...IMAGE_SCHEMAS.item,
  imageSets: z.object({ galleryImageUrl: ImageSetSchema.nullable() }),
  /** Present on the first item of a project's gallery: the project's neighbours. */
  prev: z.number().int().nullable().optional(),
  next: z.number().int().nullable().optional(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

/** An image of a project's gallery, shown in the project page's carousel; random ones are the heroes of list pages. */
export const GALLERY_IMAGE = defineEntity({
  kind: 'gallery',
  noun: { one: 'Gallery image', many: 'Gallery images' },
  table: 'galleryImages',
  idField: 'galleryImageId',
  order: 'asc',
  orderBy: ADMIN_ORDER,
  schemas: { input: GalleryImageInputSchema, item: GalleryImageSchema, single: GalleryImageSchema },
  files: IMAGE_FILES,
  api: {
    save: '/gallery/save',
    remove: '/gallery/delete/:id',
    single: '/gallery/get/single/:id',
    singleAccess: 'editor',
    order: '/gallery/order/:projectId',
    lists: [{ path: '/gallery/get/mini', access: 'editor' }],
  },
  collection: {
    parent: PROJECT,
    imageField: 'galleryImageUrl',
    byParent: '/gallery/get/mini/:projectId',
    random: '/gallery/get/random',
    focal: '/gallery/focal/:id',
  },
  admin: {
    dashboard: { label: 'Gallery Image', about: 'The pictures of each project’s gallery.' },
    sq: {
      dashboard: { label: 'Galeria', about: 'Fotografitë e galerisë së çdo projekti.' },
      one: 'Fotografia e galerisë',
      many: 'Fotografitë e galerisë',
      lower: 'fotografi galerie',
      of: 'fotografisë së galerisë',
      some: 'fotografi galerie',
    },
    screens: { list: 'listgallery', add: 'addgallery' },
  },
});
