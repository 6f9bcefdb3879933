import { NEWS_TYPES } from '#shared/domain-values.ts';
import { NEWS } from '#shared/entities/news.ts';
import { companyToday } from '#shared/i18n/formats.ts';
import { ROUTES } from '#shared/routes.ts';
import type { Bilingual } from '../../i18n/bilingual.ts';
import { resourceOf } from '../resources/resource.ts';

const TYPE_LABELS: Record<(typeof NEWS_TYPES)[number], Bilingual> = {
  news: { en: 'News', sq: 'Lajm' },
  event: { en: 'Event', sq: 'Event' },
};

export const newsResource = resourceOf(NEWS, {
  rows: [
    {
      label: { en: 'Type', sq: 'Lloji' },
      field: {
        name: 'newsType',
        kind: 'select',
        options: NEWS_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
      },
    },
    {
      label: { en: 'Date', sq: 'Data' },
      field: { name: 'newsDate', kind: 'date' },
      hint: {
        en: 'Shown with the news item; the news list is ordered by it, newest first.',
        sq: 'Shfaqet me lajmin; lista e lajmeve renditet sipas saj, më të rejat së pari.',
      },
    },
    {
      label: { en: 'Title', sq: 'Titulli' },
      en: { name: 'newsTitle', kind: 'text' },
      sq: { name: 'titullLajmesh', kind: 'text' },
    },
    {
      label: { en: 'Text', sq: 'Teksti' },
      en: { name: 'newsDescription', kind: 'textarea' },
      sq: { name: 'pershkrimLajmesh', kind: 'textarea' },
      hint: { en: 'A blank line starts a new paragraph.', sq: 'Një rresht bosh fillon një paragraf të ri.' },
    },
  ],
  describe: (news) => ({
    title: news.newsTitle || news.titullLajmesh || `News ${news.newsId}`,
    subtitle: `${TYPE_LABELS[news.newsType].en} · ${news.newsDate}`,
    image: news.newsImageUrl,
    imageSet: news.imageSets.newsImageUrl,
  }),
  publicPath: (news) => ROUTES.newsDetails(news.newsId),
  defaults: () => ({ newsDate: companyToday() }),
});
