import { z } from 'zod';

/**
 * Unpublished changes to a published item (docs/decisions/017-drafts-of-changes.md): saved beside
 * it while its public page stays as it is, previewed, then published as one update, or discarded.
 * Their ETag, `"{item version}-{revision}"`, changes with either, for If-Match between editors.
 */

export const ChangeDraftInfoSchema = z.object({
  /** Who saved them last, and when (ISO 8601 with milliseconds). */
  savedBy: z.string(),
  savedAt: z.string(),
  /** The item's version they were made from. */
  baseVersion: z.number().int().positive(),
  /** Whether the item was saved since: they can be published only once saved again over it. */
  outdated: z.boolean(),
  /** The fields they change, by the API's names. */
  changed: z.array(z.string()),
});
export type ChangeDraftInfo = z.infer<typeof ChangeDraftInfoSchema>;

/** `GET /changes/{kind}/:id`: the item as its changes would make it, or null when it has none. */
export const changeDraftAnswerSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ draft: ChangeDraftInfoSchema.extend({ item }).nullable() });

/** The paths of an entity's unpublished changes (its `kind`, decision 006), for the API and the admin. */
export const changeDraftPaths = (kind: string) => ({
  draft: `/changes/${kind}/:id`,
  publish: `/changes/${kind}/:id/publish`,
});

/** The ETag of an item's changes: moves when the item or its changes are saved. */
export const changeDraftTag = (itemVersion: number, revision: number) => `"${itemVersion}-${revision}"`;
