import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { TAGS } from '#shared/publish-tags.ts';
import type { App, AppContext } from '../context.ts';
import { registerImageCollectionRoutes } from './image-collections.ts';

export function newsImageRoutes(app: App, context: AppContext) {
  registerImageCollectionRoutes(app, context, NEWS_IMAGE, {
    tags: (_id, image) => [TAGS.newsImages(Number(image.newsId))],
  });
}
