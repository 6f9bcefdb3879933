import { z } from 'zod';
import { NeighboursSchema, titleField } from '../schemas/common.ts';
import { defineEntity } from './define-entity.ts';

/** The categories every database starts with; their ids are fixed because the site links by them. */
export const CATEGORY_APARTMENT_ID = 1;
export const CATEGORY_SERVICE_UNIT_ID = 2;
export const CATEGORY_CAR_POST_ID = 3;

export const CategoryInputSchema = z.object({
  categoryName: titleField(),
  emriKategorise: titleField(),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const CategorySchema = CategoryInputSchema.extend({
  categoryId: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryDetailSchema = CategorySchema.extend(NeighboursSchema.shape);

/**
 * A sales category of catalogues ("sales category" in docs/product.md). Its name is on no public page: the
 * catalogue pages of the fixed three carry fixed titles (docs/product.md#public-routes).
 */
export const CATEGORY = defineEntity({
  kind: 'category',
  noun: { one: 'Sales Category', many: 'Sales categories' },
  table: 'salesCategories',
  idField: 'categoryId',
  order: 'asc',
  schemas: { input: CategoryInputSchema, item: CategorySchema, single: CategoryDetailSchema },
  files: {},
  texts: { name: { en: 'categoryName', sq: 'emriKategorise' } },
  api: {
    save: '/salescategory/save',
    update: '/salescategory/update/:id',
    remove: '/salescategory/delete/:id',
    single: '/salescategory/get/single/category/:id',
    singleAccess: 'public',
    lists: [{ path: '/salescategory/get/mini', access: 'public' }],
    ids: '/salescategory/get/ids',
    page: '/salescategory/get/page',
  },
  listing: { title: 'name', columns: [], filters: [] },
  admin: {
    dashboard: { label: 'Sales Category', about: 'Apartments, service units, car posts…' },
    sq: {
      dashboard: { label: 'Kategoritë e shitjeve', about: 'Apartamente, njësi shërbimi, vende parkimi…' },
      one: 'Kategoria e shitjeve',
      many: 'Kategoritë e shitjeve',
      lower: 'kategori shitjesh',
      of: 'kategorisë së shitjeve',
      some: 'kategori shitjesh',
    },
    // docs/product.md#screens-and-routes puts the category's screens but its list under listprojects.
    screens: {
      list: 'listsalescategory',
      add: 'listprojects/addsalescategory',
      view: 'listprojects/viewsalescategory',
      edit: 'listprojects/editsalescategory',
    },
    viewParam: 'categoryId',
  },
});
