import { z } from 'zod';
import { ROUTES } from '#shared/routes.ts';
import {
  SalesCatalogDetailSchema,
  SalesCatalogInputSchema,
  type SalesCatalog,
  SalesCatalogSchema,
} from '#shared/entities/catalog.ts';
import { ADMIN_PATHS } from '../../routes.ts';
import type { ResourceConfig } from '../resources/resource.ts';

export const salesCatalogResource: ResourceConfig<SalesCatalog> = {
  key: 'catalog',
  one: 'Sales Catalog',
  many: 'Sales catalogs',
  lower: 'sales catalog',
  idField: 'salesCatalogId',
  paths: ADMIN_PATHS.salesCatalogs,
  api: {
    list: '/catalog/get/mini',
    single: (id) => `/catalog/get/single/catalog/${id}`,
    save: '/catalog/save',
    update: (id) => `/catalog/update/${id}`,
    remove: (id) => `/catalog/delete/${id}`,
  },
  listSchema: z.array(SalesCatalogSchema),
  singleSchema: SalesCatalogDetailSchema,
  inputSchema: SalesCatalogInputSchema,
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
  files: [
    { name: 'catalogImageUrl', label: 'Cover image', type: 'image' },
    { name: 'pdfUrl', label: 'Catalogue PDF', type: 'pdf' },
  ],
  describe: (catalog) => ({
    title: catalog.catalogTitle || catalog.titulliKatalog || `Catalog ${catalog.salesCatalogId}`,
    subtitle: catalog.titulliKatalog,
    image: catalog.catalogImageUrl,
    imageSet: catalog.imageSets.catalogImageUrl,
  }),
  publicPath: (catalog) => ROUTES.catalogDetails(catalog.buildingId, catalog.salesCategoryId),
};
