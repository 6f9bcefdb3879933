import { CATEGORY } from '#shared/entities/category.ts';
import { resourceOf } from '../resources/resource.ts';

export const categoryResource = resourceOf(CATEGORY, {
  rows: [
    {
      label: { en: 'Name', sq: 'Emri' },
      en: { name: 'categoryName', kind: 'text' },
      sq: { name: 'emriKategorise', kind: 'text' },
    },
  ],
});
