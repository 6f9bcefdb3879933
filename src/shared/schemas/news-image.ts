import { z } from 'zod';
import { FileUrlSchema, IdSchema, ImageSetSchema } from './common.ts';

export const NEWS_IMAGE_FILE_FIELDS = ['newsImageUrl'] as const;

export const NewsImageInputSchema = z.object({ newsId: IdSchema });
export type NewsImageInput = z.infer<typeof NewsImageInputSchema>;

export const NewsImageSchema = z.object({
  newsImageId: z.number().int(),
  newsId: z.number().int(),
  newsImageUrl: FileUrlSchema,
  imageSets: z.object({ newsImageUrl: ImageSetSchema.nullable() }),
  /** Present on the first item of a news item's images: the news item's neighbours. */
  prev: z.number().int().nullable().optional(),
  next: z.number().int().nullable().optional(),
});
export type NewsImage = z.infer<typeof NewsImageSchema>;

export const NewsIdParamsSchema = z.object({ newsId: IdSchema });
