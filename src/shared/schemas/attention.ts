import { z } from 'zod';

const CountSchema = z.number().int().nonnegative();

/** What needs an admin's attention in one kind of content with texts (GET /attention). */
export const KindAttentionSchema = z.object({
  kind: z.string(),
  total: CountSchema,
  /** Items the public site does not show: they lack a text their pages need. */
  offSite: CountSchema,
  /** Items with a public text written only in the other language, by the language that lacks it. */
  missing: z.object({ en: CountSchema, sq: CountSchema }),
});
export type KindAttention = z.infer<typeof KindAttentionSchema>;

export const AttentionSchema = z.array(KindAttentionSchema);
