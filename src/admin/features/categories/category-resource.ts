import { resourceOf } from '#admin/resources/resource.ts';
import { CATEGORY } from '#shared/entities/category.ts';

export const categoryResource = resourceOf(CATEGORY, {
  rows: [
    {
      label: { en: 'Name', sq: 'Emri' },
      text: 'name',
      kind: 'text',
    },
  ],
});
