import { z } from 'zod';
import { ENTITY_KINDS } from '../entities/entities.ts';

/**
 * Who else has an item's form open (docs/product.md#presence): each open form tells the API every
 * PRESENCE_BEAT_MS that it is still open, and a form not heard of for PRESENCE_EXPIRY_MS counts as
 * closed, so that a browser that died stops showing within half a minute.
 */
export const PRESENCE_BEAT_MS = 5_000;
export const PRESENCE_EXPIRY_MS = 20_000;

/** One open form: the item's kind and id, and the browser tab's own random name (two tabs are two forms). */
export const PresenceParamsSchema = z.object({
  kind: z.enum(ENTITY_KINDS),
  id: z.coerce.number().int().positive(),
  tab: z.string().regex(/^[\w-]{8,64}$/),
});

/** Another account with the item's form open, and since when (the earliest of its open forms). */
export const EditorPresentSchema = z.object({ username: z.string(), since: z.string() });
export type EditorPresent = z.infer<typeof EditorPresentSchema>;

export const PresenceSchema = z.object({ others: z.array(EditorPresentSchema) });
export type Presence = z.infer<typeof PresenceSchema>;
