import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../constants.ts';
import { FileUrlSchema, IdSchema, ImageSetSchema } from '../schemas/common.ts';
import { ADMIN_ORDER, defineEntity } from './define-entity.ts';
import { imageSchemasOf } from './focal-points.ts';
import { NEWS } from './news.ts';

const IMAGE_FILES = {
  newsImageUrl: { kind: 'media', maxBytes: MAX_IMAGE_BYTES, label: 'Image', sq: { label: 'Fotografia' } },
} as const;
const IMAGE_SCHEMAS = imageSchemasOf(IMAGE_FILES);

export const NewsImageInputSchema = z.object({ newsId: IdSchema, ...IMAGE_SCHEMAS.input });

export const NewsImageSchema = z.object({
  newsImageId: z.number().int(),
  newsId: z.number().int(),
  newsImageUrl: FileUrlSchema,
  ...IMAGE_SCHEMAS.item,
  imageSets: z.object({ newsImageUrl: ImageSetSchema.nullable() }),
  /** Present on the first item of a news item's images: the news item's neighbours. */
  prev: z.number().int().nullable().optional(),
  next: z.number().int().nullable().optional(),
});

/** An image of a news item, shown in its page's carousel. */
export const NEWS_IMAGE = defineEntity({
  kind: 'newsimage',
  noun: { one: 'News image', many: 'News images' },
  table: 'newsImages',
  idField: 'newsImageId',
  order: 'asc',
  orderBy: ADMIN_ORDER,
  schemas: { input: NewsImageInputSchema, item: NewsImageSchema, single: NewsImageSchema },
  files: IMAGE_FILES,
  api: {
    save: '/newsimage/save',
    remove: '/newsimage/delete/:id',
    single: '/newsimage/get/single/:id',
    singleAccess: 'editor',
    order: '/newsimage/order/:newsId',
    lists: [{ path: '/newsimage/get/mini', access: 'editor' }],
  },
  collection: {
    parent: NEWS,
    imageField: 'newsImageUrl',
    byParent: '/newsimage/get/mini/:newsId',
    random: '/newsimage/get/random',
    focal: '/newsimage/focal/:id',
  },
  admin: {
    dashboard: { label: 'News Image', about: 'The pictures of each news item.' },
    sq: {
      dashboard: { label: 'Fotografitë e lajmeve', about: 'Fotografitë e çdo lajmi.' },
      one: 'Fotografia e lajmit',
      many: 'Fotografitë e lajmeve',
      lower: 'fotografi lajmi',
      of: 'fotografisë së lajmit',
      some: 'fotografi lajmesh',
    },
    screens: { list: 'listnewsimage', add: 'addnewsimage' },
  },
});
