import { z } from 'zod';
import { MAX_LIST_LIMIT } from '../schemas/common.ts';

/**
 * The order an admin sets for a list (Entity.api.order): every id of the list, each once, in the
 * new order. The whole list rather than one move, so that the answer is the order the admin saw;
 * the API refuses a list that is not the list's current set of ids (409: someone added or deleted
 * an item meanwhile).
 */
export const OrderSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .max(MAX_LIST_LIMIT)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear once.'),
});
export type Order = z.infer<typeof OrderSchema>;
