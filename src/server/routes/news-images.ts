import { TAGS } from '#shared/publish-tags.ts';
import { NewsImageSchema } from '#shared/entities/news-image.ts';
import type { App, AppContext } from '../context.ts';
import { registerImageCollectionRoutes } from './image-collections.ts';

export function newsImageRoutes(app: App, context: AppContext) {
  registerImageCollectionRoutes(app, context, {
    tag: 'News images',
    label: 'News image',
    table: 'newsImages',
    idColumn: 'newsImageId',
    imageField: 'newsImageUrl',
    parent: { table: 'news', idColumn: 'newsId', label: 'News item', order: 'desc' },
    item: NewsImageSchema,
    prefix: '/newsimage',
    publish: { kind: 'newsimage', tags: (_id, image) => [TAGS.newsImages(Number(image.newsId))] },
  });
}
