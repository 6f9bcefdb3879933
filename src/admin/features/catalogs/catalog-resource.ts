import { resourceOf } from '#admin/resources/resource.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { ROUTES } from '#shared/routes.ts';

export const catalogResource = resourceOf(CATALOG, {
  rows: [
    {
      label: { en: 'Title', sq: 'Titulli' },
      text: 'title',
      kind: 'text',
    },
    {
      label: { en: 'Description', sq: 'Përshkrimi' },
      text: 'description',
      kind: 'textarea',
    },
    { label: { en: 'Building', sq: 'Ndërtesa' }, field: { name: 'buildingId', kind: 'select', options: 'buildings' } },
    {
      label: { en: 'Category', sq: 'Kategoria' },
      field: { name: 'salesCategoryId', kind: 'select', options: 'categories' },
    },
    {
      label: { en: 'PDF layout', sq: 'Faqosja e PDF-së' },
      field: {
        name: 'pdfLayout',
        kind: 'select',
        options: [
          { value: 'P', label: { en: 'Portrait', sq: 'Vertikale' } },
          { value: 'L', label: { en: 'Landscape (L)', sq: 'Horizontale (L)' } },
        ],
      },
      hint: {
        en: 'Landscape catalogues turn a quarter on phones.',
        sq: 'Katalogët horizontalë kthehen një çerek rrotullimi në telefon.',
      },
    },
  ],
  card: (catalog) => ({
    image: catalog.catalogImageUrl,
    imageSet: catalog.imageSets.catalogImageUrl,
  }),
  publicPath: (catalog) => ROUTES.catalogDetails(catalog.buildingId, catalog.salesCategoryId),
});
