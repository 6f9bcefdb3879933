import { z } from 'zod';

/**
 * What an item is called in each language, as its admin list titles it (the descriptor's
 * `listing.title`), either of them possibly empty. An image has no title of its own: its titles are
 * its parent's, which the admin names it by.
 */
export const ItemTitlesSchema = z.object({ en: z.string(), sq: z.string() });
export type ItemTitles = z.infer<typeof ItemTitlesSchema>;
