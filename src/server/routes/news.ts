import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { NEWS } from '#shared/entities/news.ts';
import { companyToday } from '#shared/i18n/formats.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import type { App, AppContext } from '../context.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function newsRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, NEWS, {
    dependants: [{ entity: NEWS_IMAGE, foreignKey: 'newsId' }],
    defaults: () => ({ newsDate: companyToday() }),
    publish: {
      tags: (id) => [TAGS.news(id), feedChunkTag(NEWS.kind, id)],
      lists: [TAGS.newsList],
      neighbour: TAGS.news,
      deleted: (id) => [TAGS.newsImages(id)],
    },
  });
}
