import { z } from 'zod';
import { ENTITY_KINDS } from '../entities/entities.ts';
import { ItemTitlesSchema } from './item-titles.ts';

/**
 * Deleted content, kept to be restored for TRASH_RETENTION_DAYS (docs/decisions/014-trash.md): a
 * delete's answer names its entry in TRASH_ENTRY_HEADER, so that the admin can undo it.
 */
export const TRASH_PATHS = {
  /** GET: the entries, newest first (editors); DELETE: empty the trash (admins). */
  entries: '/trash',
  /** POST: put the item back, with what went with it (editors). */
  restore: '/trash/:id/restore',
  /** DELETE: the item and its files, for good (admins). */
  entry: '/trash/:id',
} as const;

export const TRASH_ENTRY_HEADER = 'X-Trash-Entry';

/** The days the trash keeps a deleted item when TRASH_RETENTION_DAYS is not set. */
export const DEFAULT_TRASH_RETENTION_DAYS = 30;

const KindSchema = z.enum(ENTITY_KINDS);

export const TrashEntrySchema = z.object({
  entryId: z.number().int(),
  kind: KindSchema,
  entityId: z.number().int(),
  /** What the item is called, read from its deleted row (an image's, from its parent). */
  titles: ItemTitlesSchema,
  /** What went with it: a project's gallery images, a building's catalogues. */
  dependants: z.array(z.object({ kind: KindSchema, count: z.number().int().positive() })),
  /** The username of who deleted it. */
  deletedBy: z.string(),
  deletedAt: z.string(),
  /** From when the daily purge deletes it for good, with its files. */
  purgeAt: z.string(),
});
export type TrashEntry = z.infer<typeof TrashEntrySchema>;

export const TrashSchema = z.object({
  retentionDays: z.number().int().positive(),
  entries: z.array(TrashEntrySchema),
});
export type Trash = z.infer<typeof TrashSchema>;

/** A restore's answer: the item that is back. */
export const RestoredSchema = z.object({
  message: z.string(),
  kind: KindSchema,
  entityId: z.number().int(),
});
export type Restored = z.infer<typeof RestoredSchema>;
