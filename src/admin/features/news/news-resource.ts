import { resourceOf } from '#admin/resources/resource.ts';
import { NEWS_TYPES } from '#shared/domain-values.ts';
import { NEWS } from '#shared/entities/news.ts';
import { companyToday } from '#shared/i18n/formats.ts';
import { newsTypeLabel } from '#shared/i18n/type-labels.ts';
import { ROUTES } from '#shared/routes.ts';
import { SEARCH_ROW } from '../search-preview/search-row.ts';

export const newsResource = resourceOf(NEWS, {
  rows: [
    {
      label: { en: 'Type', sq: 'Lloji' },
      field: {
        name: 'newsType',
        kind: 'select',
        options: NEWS_TYPES.map((type) => ({
          value: type,
          label: { en: newsTypeLabel(type, 'en'), sq: newsTypeLabel(type, 'sq') },
        })),
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
      text: 'title',
      kind: 'text',
    },
    {
      label: { en: 'Text', sq: 'Teksti' },
      text: 'description',
      kind: 'textarea',
      hint: { en: 'A blank line starts a new paragraph.', sq: 'Një rresht bosh fillon një paragraf të ri.' },
    },
    SEARCH_ROW,
  ],
  card: (news, language) => ({
    subtitle: `${newsTypeLabel(news.newsType, language)} · ${news.newsDate}`,
    image: news.newsImageUrl,
    imageSet: news.imageSets.newsImageUrl,
  }),
  publicPath: (news) => ROUTES.newsDetails(news.newsId),
  defaults: () => ({ newsDate: companyToday() }),
});
