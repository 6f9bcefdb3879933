import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import { NewsInputSchema, NewsListItemSchema, NewsSchema } from '#shared/entities/news.ts';
import type { App, AppContext } from '../context.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function newsRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, {
    label: 'News item',
    tag: 'News',
    table: 'news',
    idColumn: 'newsId',
    order: 'desc',
    input: NewsInputSchema,
    item: NewsListItemSchema,
    single: NewsSchema,
    files: { newsImageUrl: 'image' },
    dependants: [{ table: 'newsImages', foreignKey: 'newsId', files: { newsImageUrl: 'image' } }],
    publish: {
      kind: 'news',
      tags: (id) => [TAGS.news(id), feedChunkTag('news', id)],
      lists: [TAGS.newsList],
      neighbour: TAGS.news,
      deleted: (id) => [TAGS.newsImages(id)],
    },
    urls: {
      save: '/news/save',
      update: '/news/update/:id',
      delete: '/news/delete/:id',
      single: '/news/get/single/news/:id',
      singleAccess: 'public',
      ids: '/news/get/ids',
      lists: [{ url: '/news/get/mini', access: 'public' }],
    },
  });
}
