import { z } from 'zod';
import { NEWS_TYPES } from '../domain-values.ts';
import {
  descriptionField,
  FileUrlSchema,
  ImageSetSchema,
  NeighboursSchema,
  titleField,
} from './common.ts';

export const NewsTypeSchema = z.enum(NEWS_TYPES);
export type NewsType = z.infer<typeof NewsTypeSchema>;

export const NEWS_IMAGE_FIELDS = ['newsImageUrl'] as const;

export const NewsInputSchema = z.object({
  newsType: NewsTypeSchema.default('news'),
  newsTitle: titleField(),
  titullLajmesh: titleField(),
  newsDescription: descriptionField(),
  pershkrimLajmesh: descriptionField(),
});
export type NewsInput = z.infer<typeof NewsInputSchema>;

export const NewsListItemSchema = NewsInputSchema.extend({
  newsId: z.number().int(),
  newsType: NewsTypeSchema,
  newsImageUrl: FileUrlSchema,
  imageSets: z.object({ newsImageUrl: ImageSetSchema.nullable() }),
});
export type NewsListItem = z.infer<typeof NewsListItemSchema>;

export const NewsSchema = NewsListItemSchema.extend(NeighboursSchema.shape);
export type News = z.infer<typeof NewsSchema>;
