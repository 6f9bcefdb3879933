import { z } from 'zod';
import { FileUrlSchema, IdSchema, ImageSetSchema } from './common.ts';

export const GALLERY_IMAGE_FIELDS = ['galleryImageUrl'] as const;

export const GalleryImageInputSchema = z.object({ projectId: IdSchema });
export type GalleryImageInput = z.infer<typeof GalleryImageInputSchema>;

export const GalleryImageSchema = z.object({
  galleryImageId: z.number().int(),
  projectId: z.number().int(),
  galleryImageUrl: FileUrlSchema,
  imageSets: z.object({ galleryImageUrl: ImageSetSchema.nullable() }),
  /** Present on the first item of a project's gallery: the project's neighbours. */
  prev: z.number().int().nullable().optional(),
  next: z.number().int().nullable().optional(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

export const ProjectIdParamsSchema = z.object({ projectId: IdSchema });
