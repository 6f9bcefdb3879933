import { z } from 'zod';
import { MAX_TITLE_CHARS } from '../constants.ts';
import { MEDIA_TYPES, type Media, MediaSchema } from '../entities/media.ts';
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
  sort: z.enum(MEDIA_LIBRARY_SORTS).default('uploadedAt'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(DEFAULT_LIST_PAGE_SIZE),
});
export type MediaLibraryQuery = z.infer<typeof MediaLibraryQuerySchema>;

export const MediaLibraryPageSchema = listPageSchema(MediaSchema);
export type MediaLibraryPage = ListPage<Media>;
