import { z } from 'zod';
import type { EntityKind, PagedKind } from './entities/entities.ts';
import { IdSchema } from './schemas/common.ts';

/**
 * Bulk reads, for the publisher (beyond docs/product.md#the-api): what one kind of the site's per-item reads
 * answers, for a whole range of ids in one call. A publish of many pages (a full publish, a burst of
 * edits) reads each entity once this way, where each page would otherwise ask the API for its
 * own: `GET /bulk/news?idFrom=1&idTo=500` answers, by id, what each `/news/get/single/news/{id}` of
 * the range answers of the news items the public site shows. The reads, by the kind of their items:
 * - a paged entity's single read (`project`, `news`, `vacancy`, `building`): by the item's id, the
 *   items the site shows, with their neighbours;
 * - an image collection's images of one parent (`gallery`, `newsimage`): by the parent's id, of
 *   the parents the site shows, the first image with its parent's neighbours;
 * - the catalogues of a building in a category (`catalog`): by `buildingId/categoryId`, the
 *   catalogues the site shows, of every building and category that has some.
 */
export type BulkRead = PagedKind | Extract<EntityKind, 'gallery' | 'newsimage' | 'catalog'>;

/** Ids a bulk read covers at most: a publish reads ids in ranges of this many, from 1. */
export const BULK_READ_IDS = 500;

export const bulkReadPath = (read: BulkRead) => `/bulk/${read}`;

/** The range of ids that holds `id`, as a publish reads it. */
export function bulkRangeOf(id: number): { idFrom: number; idTo: number } {
  const idFrom = Math.floor((id - 1) / BULK_READ_IDS) * BULK_READ_IDS + 1;
  return { idFrom, idTo: idFrom + BULK_READ_IDS - 1 };
}

/** The key of a catalogue read in a `catalog` bulk read's answer. */
export const catalogKey = (buildingId: number, categoryId: number) => `${buildingId}/${categoryId}`;

export const BulkQuerySchema = z
  .object({ idFrom: IdSchema, idTo: IdSchema })
  .refine(({ idFrom, idTo }) => idTo >= idFrom && idTo - idFrom < BULK_READ_IDS, {
    message: `Give idFrom and idTo, at most ${BULK_READ_IDS} ids apart.`,
    path: ['idTo'],
  });
export type BulkQuery = z.infer<typeof BulkQuerySchema>;

/** A bulk read's answer: each read's answer by its key; a key that is not there answers nothing. */
export const bulkAnswerSchema = <S extends z.ZodType>(answer: S) => z.record(z.string(), answer);
