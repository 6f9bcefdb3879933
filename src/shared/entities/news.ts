import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../constants.ts';
import { NEWS_TYPES } from '../domain-values.ts';
import {
  descriptionField,
  FileUrlSchema,
  ImageSetSchema,
  NeighboursSchema,
  PublicationSchema,
  titleField,
} from '../schemas/common.ts';
import { defineEntity } from './define-entity.ts';
import { imageSchemasOf } from './focal-points.ts';
import { SEARCH_AND_SHARING } from './search-and-sharing.ts';

export const NewsTypeSchema = z.enum(NEWS_TYPES);
export type NewsType = z.infer<typeof NewsTypeSchema>;

/** A day, `2026-05-29`: what the site shows as a news item's date, in the page's locale. */
export const NewsDateSchema = z.iso.date({ error: 'Give a date as YYYY-MM-DD.' });

const NEWS_FILES = {
  newsImageUrl: {
    kind: 'media',
    maxBytes: MAX_IMAGE_BYTES,
    label: 'Main image',
    sq: { label: 'Fotografia kryesore' },
  },
  ...SEARCH_AND_SHARING.files,
} as const;
const IMAGE_SCHEMAS = imageSchemasOf(NEWS_FILES);

export const NewsInputSchema = z.object({
  newsType: NewsTypeSchema.default('news'),
  newsTitle: titleField(),
  titullLajmesh: titleField(),
  newsDescription: descriptionField(),
  pershkrimLajmesh: descriptionField(),
  /** Its publication date (beyond docs/product.md#entities-and-their-fields): the day it is created unless the admin gives another. */
  newsDate: NewsDateSchema.optional(),
  ...SEARCH_AND_SHARING.input,
  ...IMAGE_SCHEMAS.input,
});
export type NewsInput = z.infer<typeof NewsInputSchema>;

export const NewsListItemSchema = NewsInputSchema.extend({
  newsId: z.number().int(),
  newsType: NewsTypeSchema,
  newsDate: NewsDateSchema,
  newsImageUrl: FileUrlSchema,
  ...SEARCH_AND_SHARING.item,
  ...IMAGE_SCHEMAS.item,
  imageSets: z.object({ newsImageUrl: ImageSetSchema.nullable(), ...SEARCH_AND_SHARING.imageSets }),
  ...PublicationSchema.shape,
});
export type NewsListItem = z.infer<typeof NewsListItemSchema>;

export const NewsSchema = NewsListItemSchema.extend(NeighboursSchema.shape);
export type News = z.infer<typeof NewsSchema>;

/** A news item or event: a page with its images, in the news list, the slider and the menu. */
export const NEWS = defineEntity({
  kind: 'news',
  noun: { one: 'News', many: 'News', item: 'news item' },
  table: 'news',
  idField: 'newsId',
  order: 'desc',
  orderBy: 'newsDate',
  schemas: { input: NewsInputSchema, item: NewsListItemSchema, single: NewsSchema },
  files: NEWS_FILES,
  shownWith: ['title'],
  drafts: true,
  texts: {
    title: { en: 'newsTitle', sq: 'titullLajmesh' },
    description: { en: 'newsDescription', sq: 'pershkrimLajmesh' },
    ...SEARCH_AND_SHARING.texts,
  },
  api: {
    save: '/news/save',
    update: '/news/update/:id',
    remove: '/news/delete/:id',
    single: '/news/get/single/news/:id',
    singleAccess: 'public',
    lists: [{ path: '/news/get/mini', access: 'public' }],
    ids: '/news/get/ids',
    page: '/news/get/page',
    publication: '/news/publication/:id',
  },
  listing: { title: 'title', columns: ['newsType', 'newsDate'], filters: ['newsType'] },
  pages: { path: '/newsdetails/:id', sitemapChunkIds: 250 },
  admin: {
    dashboard: { label: 'News', about: 'News and events.' },
    sq: {
      dashboard: { label: 'Lajmet', about: 'Lajme dhe ngjarje.' },
      one: 'Lajmi',
      many: 'Lajmet',
      lower: 'lajm',
      of: 'lajmit',
      some: 'lajme',
    },
    screens: { list: 'listnews', add: 'addnews', view: 'viewnews', edit: 'editnews' },
    viewParam: 'newsId',
  },
});
