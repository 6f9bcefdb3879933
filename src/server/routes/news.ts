import { COMPANY_TIME_ZONE } from '#shared/constants.ts';
import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { NEWS } from '#shared/entities/news.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import type { App, AppContext } from '../context.ts';
import { registerResourceRoutes } from './resource-routes.ts';

/** Today in the company's time zone, as YYYY-MM-DD (the Swedish locale writes dates so). */
const todayInCompanyTimeZone = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: COMPANY_TIME_ZONE }).format(new Date());

export function newsRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, NEWS, {
    dependants: [{ entity: NEWS_IMAGE, foreignKey: 'newsId' }],
    defaults: () => ({ newsDate: todayInCompanyTimeZone() }),
    publish: {
      tags: (id) => [TAGS.news(id), feedChunkTag(NEWS.kind, id)],
      lists: [TAGS.newsList],
      neighbour: TAGS.news,
      deleted: (id) => [TAGS.newsImages(id)],
    },
  });
}
