import { z } from 'zod';
import { NEWS_TYPES } from '#shared/domain-values.ts';
import { ROUTES } from '#shared/routes.ts';
import { NewsInputSchema, type NewsListItem, NewsListItemSchema, NewsSchema } from '#shared/entities/news.ts';
import { ADMIN_PATHS } from '../../routes.ts';
import type { ResourceConfig } from '../resources/resource.ts';

const TYPE_LABELS: Record<(typeof NEWS_TYPES)[number], string> = { news: 'News', event: 'Event' };

export const newsResource: ResourceConfig<NewsListItem> = {
  key: 'news',
  one: 'News',
  many: 'News',
  lower: 'news',
  idField: 'newsId',
  paths: ADMIN_PATHS.news,
  api: {
    list: '/news/get/mini',
    single: (id) => `/news/get/single/news/${id}`,
    save: '/news/save',
    update: (id) => `/news/update/${id}`,
    remove: (id) => `/news/delete/${id}`,
  },
  listSchema: z.array(NewsListItemSchema),
  singleSchema: NewsSchema,
  inputSchema: NewsInputSchema,
  rows: [
    {
      label: 'Type',
      field: {
        name: 'newsType',
        kind: 'select',
        options: NEWS_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
      },
    },
    { label: 'Title', en: { name: 'newsTitle', kind: 'text' }, sq: { name: 'titullLajmesh', kind: 'text' } },
    {
      label: 'Text',
      en: { name: 'newsDescription', kind: 'textarea' },
      sq: { name: 'pershkrimLajmesh', kind: 'textarea' },
      hint: 'A blank line starts a new paragraph.',
    },
  ],
  files: [{ name: 'newsImageUrl', label: 'Main image', type: 'image' }],
  describe: (news) => ({
    title: news.newsTitle || news.titullLajmesh || `News ${news.newsId}`,
    subtitle: TYPE_LABELS[news.newsType],
    image: news.newsImageUrl,
    imageSet: news.imageSets.newsImageUrl,
  }),
  publicPath: (news) => ROUTES.newsDetails(news.newsId),
};
