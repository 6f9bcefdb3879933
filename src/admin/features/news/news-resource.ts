import { NEWS_TYPES } from '#shared/domain-values.ts';
import { NEWS } from '#shared/entities/news.ts';
import { companyToday } from '#shared/i18n/formats.ts';
import { ROUTES } from '#shared/routes.ts';
import { resourceOf } from '../resources/resource.ts';

const TYPE_LABELS: Record<(typeof NEWS_TYPES)[number], string> = { news: 'News', event: 'Event' };

export const newsResource = resourceOf(NEWS, {
  rows: [
    {
      label: 'Type',
      field: {
        name: 'newsType',
        kind: 'select',
        options: NEWS_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
      },
    },
    {
      label: 'Date',
      field: { name: 'newsDate', kind: 'date' },
      hint: 'Shown with the news item; the news list is ordered by it, newest first.',
    },
    { label: 'Title', en: { name: 'newsTitle', kind: 'text' }, sq: { name: 'titullLajmesh', kind: 'text' } },
    {
      label: 'Text',
      en: { name: 'newsDescription', kind: 'textarea' },
      sq: { name: 'pershkrimLajmesh', kind: 'textarea' },
      hint: 'A blank line starts a new paragraph.',
    },
  ],
  describe: (news) => ({
    title: news.newsTitle || news.titullLajmesh || `News ${news.newsId}`,
    subtitle: `${TYPE_LABELS[news.newsType]} · ${news.newsDate}`,
    image: news.newsImageUrl,
    imageSet: news.imageSets.newsImageUrl,
  }),
  publicPath: (news) => ROUTES.newsDetails(news.newsId),
  defaults: () => ({ newsDate: companyToday() }),
});
