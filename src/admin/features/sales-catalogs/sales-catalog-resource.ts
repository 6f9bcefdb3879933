import { CATALOG } from '#shared/entities/catalog.ts';
import { ROUTES } from '#shared/routes.ts';
import { resourceOf } from '../resources/resource.ts';

export const salesCatalogResource = resourceOf(CATALOG, {
  rows: [
    { label: 'Title', en: { name: 'catalogTitle', kind: 'text' }, sq: { name: 'titulliKatalog', kind: 'text' } },
    {
      label: 'Description',
      en: { name: 'catalogDescription', kind: 'textarea' },
      sq: { name: 'pershkrimKatalog', kind: 'textarea' },
    },
    { label: 'Building', field: { name: 'buildingId', kind: 'select', options: 'buildings' } },
    { label: 'Category', field: { name: 'salesCategoryId', kind: 'select', options: 'categories' } },
    {
      label: 'PDF layout',
      field: {
        name: 'pdfLayout',
        kind: 'select',
        options: [
          { value: 'P', label: 'Portrait' },
          { value: 'L', label: 'Landscape (L)' },
        ],
      },
      hint: 'Landscape catalogues turn a quarter on phones.',
    },
  ],
  describe: (catalog) => ({
    title: catalog.catalogTitle || catalog.titulliKatalog || `Catalog ${catalog.salesCatalogId}`,
    subtitle: catalog.titulliKatalog,
    image: catalog.catalogImageUrl,
    imageSet: catalog.imageSets.catalogImageUrl,
  }),
  publicPath: (catalog) => ROUTES.catalogDetails(catalog.buildingId, catalog.salesCategoryId),
});
