import { UNIT } from '#shared/entities/unit.ts';
import { ROUTES } from '#shared/routes.ts';
import { resourceOf } from '../resources/resource.ts';

export const unitResource = resourceOf(UNIT, {
  rows: [
    { label: { en: 'Reference', sq: 'Referenca' }, field: { name: 'reference', kind: 'text' } },
    { label: { en: 'Building', sq: 'Ndërtesa' }, field: { name: 'buildingId', kind: 'select', options: 'buildings' } },
    {
      label: { en: 'Category', sq: 'Kategoria' },
      field: { name: 'salesCategoryId', kind: 'select', options: 'categories' },
    },
    { label: { en: 'Floor', sq: 'Kati' }, field: { name: 'floor', kind: 'text' } },
    { label: { en: 'Note', sq: 'Shënim' }, text: 'note', kind: 'textarea' },
  ],
  publicPath: (unit) => ROUTES.unit(unit.unitId),
});
