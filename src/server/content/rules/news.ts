import type { ServerRules } from '#server/resources/resource-service.ts';
import { NEWS } from '#shared/entities/news.ts';
import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { companyToday } from '#shared/i18n/formats.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';

export const NEWS_RULES: ServerRules = {
  dependants: [{ entity: NEWS_IMAGE, foreignKey: 'newsId' }],
  defaults: () => ({ newsDate: companyToday() }),
  publish: {
    tags: (id) => [TAGS.news(id), feedChunkTag(NEWS.kind, id)],
    lists: [TAGS.newsList],
    neighbour: TAGS.news,
    deleted: (id) => [TAGS.newsImages(id)],
  },
};
