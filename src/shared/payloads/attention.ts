import { z } from 'zod';
import { MailStatusSchema } from './mail.ts';

const CountSchema = z.number().int().nonnegative();

/** What needs an admin's attention in one kind of content with texts (GET /attention). */
export const KindAttentionSchema = z.object({
  kind: z.string(),
  total: CountSchema,
  /** Published items the public site does not show: they lack a text their pages need. */
  offSite: CountSchema,
  /** Items with a public text written only in the other language, by the language that lacks it. */
  missing: z.object({ en: CountSchema, sq: CountSchema }),
  /** Drafts waiting to be published; 0 for kinds without drafts. */
  drafts: CountSchema,
  /** Items lacking one of their images (a project's, a news item's main image); 0 for kinds without any. */
  withoutImages: CountSchema,
});
export type KindAttention = z.infer<typeof KindAttentionSchema>;

/** How many days back a failed publish still needs attention. */
export const FAILED_PUBLISH_DAYS = 7;

/** Publishes that did not make it to the site: an edge's purge that fails fails its publish too. */
export const PublishingAttentionSchema = z.object({
  /** Changes whose last delivery to the publisher failed: they stay pending and are tried again. */
  retrying: CountSchema,
  /** Changes the publisher answered with an error in the last FAILED_PUBLISH_DAYS days. */
  failed: CountSchema,
  /**
   * The newest of their errors: at `delivery`, the webhook call failed (the publisher away or
   * refusing it; tried again); at `publish`, the publisher could not put the change on the site
   * (not tried again). `message` is the technical text, in English, as the API or the publisher wrote it.
   */
  lastError: z.object({ stage: z.enum(['delivery', 'publish']), message: z.string() }).nullable(),
});
export type PublishingAttention = z.infer<typeof PublishingAttentionSchema>;

/** What waits in the inbox: messages, inquiries about units and applications no one has opened yet (their state `new`). */
export const InboxAttentionSchema = z.object({
  messages: CountSchema,
  inquiries: CountSchema,
  applications: CountSchema,
});
export type InboxAttention = z.infer<typeof InboxAttentionSchema>;

export const AttentionSchema = z.object({
  kinds: z.array(KindAttentionSchema),
  /** For an admin, who reads the inbox; null for an editor, who does not. */
  inbox: InboxAttentionSchema.nullable(),
  publishing: PublishingAttentionSchema,
  /** Whether email is on, and the mails that wait or fail (docs/decisions/018-mail.md). */
  mail: MailStatusSchema,
  /**
   * The images of the library that an item shows without saying what they show: no alternative
   * text in either language, and not marked decorative (docs/decisions/034-media-library.md).
   */
  images: z.object({ shownWithoutAlt: CountSchema }),
});
export type Attention = z.infer<typeof AttentionSchema>;
