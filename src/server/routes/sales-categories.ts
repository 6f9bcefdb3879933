import { TAGS } from '#shared/publish-tags.ts';
import {
  SalesCategoryDetailSchema,
  SalesCategoryInputSchema,
  SalesCategorySchema,
} from '#shared/entities/category.ts';
import type { App, AppContext } from '../context.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function salesCategoryRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, {
    label: 'Sales category',
    tag: 'Sales categories',
    table: 'salesCategories',
    idColumn: 'categoryId',
    order: 'asc',
    input: SalesCategoryInputSchema,
    item: SalesCategorySchema,
    single: SalesCategoryDetailSchema,
    files: {},
    publish: {
      kind: 'salescategory',
      tags: (id) => [TAGS.salesCategory(id)],
      lists: [TAGS.salesCategoryList],
      neighbour: TAGS.salesCategory,
    },
    blockers: [
      {
        table: 'salesCatalogs',
        foreignKey: 'salesCategoryId',
        message: 'This sales category still has catalogues. Move or delete them first.',
      },
    ],
    urls: {
      save: '/salescategory/save',
      update: '/salescategory/update/:id',
      delete: '/salescategory/delete/:id',
      single: '/salescategory/get/single/category/:id',
      singleAccess: 'public',
      ids: '/salescategory/get/ids',
      lists: [{ url: '/salescategory/get/mini', access: 'public' }],
    },
  });
}
