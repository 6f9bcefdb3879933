import { z } from 'zod';
import { NeighboursSchema, titleField } from '../schemas/common.ts';
import { defineEntity } from './define-entity.ts';

/** The categories every database starts with; their ids are fixed because the site links by them. */
export const CATEGORY_APARTMENT_ID = 1;
export const CATEGORY_SERVICE_UNIT_ID = 2;
export const CATEGORY_CAR_POST_ID = 3;

export const SalesCategoryInputSchema = z.object({
  categoryName: titleField(),
  emriKategorise: titleField(),
});
export type SalesCategoryInput = z.infer<typeof SalesCategoryInputSchema>;

export const SalesCategorySchema = SalesCategoryInputSchema.extend({
  categoryId: z.number().int(),
});
export type SalesCategory = z.infer<typeof SalesCategorySchema>;

export const SalesCategoryDetailSchema = SalesCategorySchema.extend(NeighboursSchema.shape);

/**
 * A sales category of catalogues (SPEC's "sales category"). Its name is on no public page: the
 * catalogue pages of the fixed three carry SPEC §2's titles.
 */
export const CATEGORY = defineEntity({
  kind: 'category',
  label: 'Sales category',
  table: 'salesCategories',
  idField: 'categoryId',
  order: 'asc',
  schemas: { input: SalesCategoryInputSchema, item: SalesCategorySchema, single: SalesCategoryDetailSchema },
  files: {},
  texts: { name: { en: 'categoryName', sq: 'emriKategorise' } },
  api: {
    tag: 'Sales categories',
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
    one: 'Sales Category',
    many: 'Sales categories',
    lower: 'sales category',
    sq: {
      dashboard: { label: 'Kategoritë e shitjeve', about: 'Apartamente, njësi shërbimi, vende parkimi…' },
      one: 'Kategoria e shitjeve',
      many: 'Kategoritë e shitjeve',
      lower: 'kategori shitjesh',
      of: 'kategorisë së shitjeve',
      some: 'kategori shitjesh',
    },
    // SPEC §2 puts the category's screens but its list under listprojects.
    screens: {
      list: 'listsalescategory',
      add: 'listprojects/addsalescategory',
      view: 'listprojects/viewsalescategory',
      edit: 'listprojects/editsalescategory',
    },
    viewParam: 'categoryId',
  },
});
