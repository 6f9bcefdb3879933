import { resourceOf } from '#admin/resources/resource.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { ROUTES } from '#shared/routes.ts';
import { SEARCH_ROW } from '../search-preview/search-row.ts';

export const vacancyResource = resourceOf(VACANCY, {
  rows: [
    {
      label: { en: 'Job title', sq: 'Titulli i punës' },
      text: 'title',
      kind: 'text',
    },
    {
      label: { en: 'Internal note', sq: 'Shënim i brendshëm' },
      text: 'note',
      kind: 'textarea',
      hint: { en: 'Not shown on the site.', sq: 'Nuk shfaqet në faqe.' },
    },
    {
      label: { en: 'Description', sq: 'Përshkrimi' },
      text: 'description',
      kind: 'textarea',
      hint: {
        en: 'Shown on the site; each line is a paragraph.',
        sq: 'Shfaqet në faqe; çdo rresht është një paragraf.',
      },
    },
    SEARCH_ROW,
  ],
  publicPath: (vacancy) => ROUTES.vacancy(vacancy.staffId),
});
