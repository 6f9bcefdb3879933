import { z } from 'zod';
import {
  SalesCategoryDetailSchema,
  SalesCategoryInputSchema,
  type SalesCategory,
  SalesCategorySchema,
} from '#shared/entities/category.ts';
import { ADMIN_PATHS } from '../../routes.ts';
import type { ResourceConfig } from '../resources/resource.ts';

export const salesCategoryResource: ResourceConfig<SalesCategory> = {
  key: 'salescategory',
  one: 'Sales Category',
  many: 'Sales categories',
  lower: 'sales category',
  idField: 'categoryId',
  paths: ADMIN_PATHS.salesCategories,
  api: {
    list: '/salescategory/get/mini',
    single: (id) => `/salescategory/get/single/category/${id}`,
    save: '/salescategory/save',
    update: (id) => `/salescategory/update/${id}`,
    remove: (id) => `/salescategory/delete/${id}`,
  },
  listSchema: z.array(SalesCategorySchema),
  singleSchema: SalesCategoryDetailSchema,
  inputSchema: SalesCategoryInputSchema,
  rows: [{ label: 'Name', en: { name: 'categoryName', kind: 'text' }, sq: { name: 'emriKategorise', kind: 'text' } }],
  files: [],
  describe: (category) => ({
    title: category.categoryName || category.emriKategorise || `Category ${category.categoryId}`,
    subtitle: category.emriKategorise,
  }),
};
