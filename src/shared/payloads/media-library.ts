import { z } from 'zod';
import { MAX_TITLE_CHARS } from '../constants.ts';
import { ENTITY_KINDS, type EntityKind } from '../entities/entities.ts';
import { MEDIA_TYPES, MediaSchema } from '../entities/media.ts';
import { ApiErrorSchema } from '../schemas/common.ts';
import { ItemTitlesSchema } from './item-titles.ts';
import {
  DEFAULT_LIST_PAGE_SIZE,
  type ListPage,
  listPageSchema,
  MAX_LIST_PAGE_SIZE,
  SORT_DIRECTIONS,
} from './list-page.ts';

/**
 * The media library's list (`MEDIA.api.more.library`): the admin's screen of every image, at the
 * scale of thousands, its search, filters, sort and page in the address as in the API's query.
 */

/** What the library sorts by: when an image was uploaded, its file's size, its name (else its text). */
export const MEDIA_LIBRARY_SORTS = ['uploadedAt', 'originalBytes', 'name'] as const;
export type MediaLibrarySort = (typeof MEDIA_LIBRARY_SORTS)[number];

export const MediaLibraryQuerySchema = z.object({
  /** Words each found in the file's name or in either language's text, ignoring case and accents. */
  q: z.string().trim().max(MAX_TITLE_CHARS).optional(),
  /** Only the images uploaded as this type. */
  type: z.enum(MEDIA_TYPES).optional(),
  /** true: only the images without an alternative text in either language that are not decorative. */
  withoutAlt: z.stringbool().optional(),
  /** true: only the images no item shows (nor its unpublished changes); false: only those shown. */
  unused: z.stringbool().optional(),
  sort: z.enum(MEDIA_LIBRARY_SORTS).default('uploadedAt'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(DEFAULT_LIST_PAGE_SIZE),
});
export type MediaLibraryQuery = z.infer<typeof MediaLibraryQuerySchema>;

/** An image of the library's list: with how many places show it. */
export const MediaLibraryItemSchema = MediaSchema.extend({ useCount: z.number().int().nonnegative() });
export type MediaLibraryItem = z.infer<typeof MediaLibraryItemSchema>;

export const MediaLibraryPageSchema = listPageSchema(MediaLibraryItemSchema);
export type MediaLibraryPage = ListPage<MediaLibraryItem>;

/**
 * One place that shows an image: an item's field (an image of a collection named with its parent),
 * live or in its unpublished changes, which would show it once published.
 */
export const MediaUseSchema = z.object({
  kind: z.enum(ENTITY_KINDS as [EntityKind, ...EntityKind[]]),
  id: z.number().int(),
  /** The image field, by its name in the API (`projectImageUrl`). */
  field: z.string(),
  /** The item's titles, or for a collection's image its parent's; null when it has none. */
  titles: ItemTitlesSchema.nullable(),
  parent: z.object({ kind: z.enum(ENTITY_KINDS as [EntityKind, ...EntityKind[]]), id: z.number().int() }).nullable(),
  inChanges: z.boolean(),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

/** A delete of an image still shown: the places that show it, beside the error's message (409 IN_USE). */
export const MediaInUseSchema = ApiErrorSchema.extend({ uses: z.array(MediaUseSchema) });
