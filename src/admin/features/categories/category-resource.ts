import { CATEGORY } from '#shared/entities/category.ts';
import { resourceOf } from '#admin/resources/resource.ts';

export const categoryResource = resourceOf(CATEGORY, {
  rows: [
    {
      label: { en: 'Name', sq: 'Emri' },
      text: 'name',
      kind: 'text',
    },
  ],
});
