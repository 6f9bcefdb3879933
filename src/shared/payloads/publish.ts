import { z } from 'zod';
import { PUBLISH_KINDS, PUBLISH_OPERATIONS } from '../publish-tags.ts';
import { ItemTitlesSchema } from './item-titles.ts';

/** A committed write, as the API's outbox records it and delivers it to the publisher. */
export const ChangeEventSchema = z.object({
  eventId: z.number().int().positive(),
  kind: z.enum(PUBLISH_KINDS),
  entityId: z.number().int(),
  operation: z.enum(PUBLISH_OPERATIONS),
  /** What the write changed (publish-tags.ts). */
  tags: z.array(z.string()),
  /** When the write committed, ISO 8601 with milliseconds. */
  createdAt: z.string(),
});
export type ChangeEvent = z.infer<typeof ChangeEventSchema>;

/** The body of one signed webhook call: the events not yet delivered, oldest first. */
export const PublishBatchSchema = z.object({ events: z.array(ChangeEventSchema).min(1) });
export type PublishBatch = z.infer<typeof PublishBatchSchema>;

/** What the publisher did for one event; it answers a webhook only once its pages are live. */
export const PublishOutcomeSchema = z.object({
  eventId: z.number().int().positive(),
  arrivedAt: z.string(),
  /** When the last page of the event's publish was in place; null when it failed. */
  liveAt: z.string().nullable(),
  /** Pages rendered for the event's tags, in both languages. */
  rendered: z.number().int().nonnegative(),
  /** Public paths whose files changed (written or removed): the links an admin may follow. */
  pages: z.array(z.string()),
  error: z.string().nullable(),
});
export type PublishOutcome = z.infer<typeof PublishOutcomeSchema>;

export const PublishResultSchema = z.object({ outcomes: z.array(PublishOutcomeSchema) });
export type PublishResult = z.infer<typeof PublishResultSchema>;

/**
 * An update that did nothing but put the item on the site, take it back to a draft, or publish its
 * saved changes (decisions 015, 017), or return a reserved unit to available when its reservation
 * ended (decision 029): the publish says so rather than "updated".
 */
export const PUBLICATIONS = ['publish', 'unpublish', 'changes-publish', 'reservation-lapse'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

/** An event as the admin follows it, from the write until its pages are live. */
export const PublishStatusSchema = ChangeEventSchema.omit({ tags: true }).extend({
  /** Of an update that was a publication: which; null otherwise. */
  publication: z.enum(PUBLICATIONS).nullable(),
  /** Of a publication done as scheduled (decision 026): the moment it was due; null otherwise. */
  scheduledFor: z.string().nullable(),
  state: z.enum(['pending', 'live', 'failed']),
  attempts: z.number().int().nonnegative(),
  deliveredAt: z.string().nullable(),
  liveAt: z.string().nullable(),
  /** From the commit to the pages being live. */
  latencyMs: z.number().nullable(),
  rendered: z.number().int().nonnegative().nullable(),
  pages: z.array(z.string()),
  error: z.string().nullable(),
  /**
   * What the item is called now: from its row, or from its trash entry once deleted; null for a
   * reorder, for a kind without titles and for an item found in neither.
   */
  titles: ItemTitlesSchema.nullable(),
});
export type PublishStatus = z.infer<typeof PublishStatusSchema>;

/** The response header of every write that names its change event. */
export const PUBLISH_EVENT_HEADER = 'X-Publish-Event';
export const PUBLISH_SIGNATURE_HEADER = 'X-Publish-Signature';
