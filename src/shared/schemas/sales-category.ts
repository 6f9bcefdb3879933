import { z } from 'zod';
import { NeighboursSchema, titleField } from './common.ts';

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
export type SalesCategoryDetail = z.infer<typeof SalesCategoryDetailSchema>;
