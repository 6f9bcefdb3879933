import { z } from 'zod';

/**
 * The saved versions of an item an admin edits (docs/decisions/013-history-and-activity.md): each
 * create, update, delete and restore keeps the item's fields as they were after it (before it, for
 * a delete), with who made it and when. Any version of an item that still exists can be restored.
 */

/** What made a version; a restore is an update that puts back an earlier version's fields. */
export const VERSION_OPERATIONS = ['create', 'update', 'delete', 'restore'] as const;
export type VersionOperation = (typeof VERSION_OPERATIONS)[number];

/** The most versions an item's history answers, newest first. */
export const MAX_VERSIONS_LISTED = 100;

export const ItemVersionSchema = z.object({
  version: z.number().int().positive(),
  operation: z.enum(VERSION_OPERATIONS),
  /** Of a restore: the version whose fields it put back. */
  restoredFrom: z.number().int().positive().nullable(),
  /** Who saved it; null for an item saved before history was kept, by someone unrecorded. */
  actor: z.string().nullable(),
  /** When, ISO 8601 with milliseconds. */
  at: z.string(),
  /** The fields that differ from the version before it; empty for the first one recorded. */
  changed: z.array(z.string()),
  /** The item's fields in this version, as the API answers the item: files as URLs. */
  fields: z.record(z.string(), z.unknown()),
  /** Its file fields whose files are no longer stored: a restore keeps the current file of each. */
  missingFiles: z.array(z.string()),
});
export type ItemVersion = z.infer<typeof ItemVersionSchema>;

export const ItemHistorySchema = z.array(ItemVersionSchema);

/** `POST …/restore`: the version to put back; the item's current version goes in If-Match. */
export const RestoreRequestSchema = z.object({ version: z.number().int().positive() });

/** What a restore did: the new version it made, and the file fields whose current file it kept. */
export const RestoreResultSchema = z.object({
  version: z.number().int().positive(),
  restoredFrom: z.number().int().positive(),
  keptFiles: z.array(z.string()),
});
export type RestoreResult = z.infer<typeof RestoreResultSchema>;

/** The paths of an entity's history (its `kind`, decision 006), for the API and the admin. */
export const historyPaths = (kind: string) => ({
  versions: `/history/${kind}/:id`,
  restore: `/history/${kind}/:id/restore`,
});
