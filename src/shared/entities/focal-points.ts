import { z } from 'zod';
import { FOCAL_CENTRE, type FocalPoint, FocalPointSchema } from '../schemas/common.ts';
import type { FileField } from './define-entity.ts';

/**
 * Where each image of an item has its subject (docs/product.md#focal-points): a point per image
 * field (FocalPointSchema) that the site's pictures keep in view at every crop and size. An image
 * without one is centred (FOCAL_CENTRE).
 */

/** An item's focal points by image field, as it answers them: every image field's, centred where none was set. */
export type FocalPoints = Record<string, FocalPoint>;

/**
 * A field that form data carries as JSON text and a JSON body as a value: the text parsed, anything
 * else as it is (text that is no JSON is left for the schema to refuse).
 */
export const fromJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** Null, as an item's column is before any point is set (and a version of it kept then), is no point: every image centred. */
const pointsFromJsonText = (value: unknown) => (value === null ? {} : fromJsonText(value));

/** The image fields of a descriptor's `files`, in their order. */
export const imageFieldsOf = (files: Record<string, FileField>): string[] =>
  Object.entries(files)
    .filter(([, file]) => file.kind === 'image')
    .map(([field]) => field);

/** Every image field's point: those given, the others centred. */
export const everyFocalPoint = (fields: readonly string[], given: Partial<FocalPoints> = {}): FocalPoints =>
  Object.fromEntries(fields.map((field) => [field, given[field] ?? { ...FOCAL_CENTRE }]));

/**
 * What an entity with image fields spreads into its schemas, made from the `files` it declares:
 * `input` into its input schema (optional: a write without it keeps the points; with it, it sets
 * every image's, those it leaves out centred), `item` into what it answers (every image's point).
 */
export function focalPointsOf(files: Record<string, FileField>) {
  const fields = imageFieldsOf(files) as [string, ...string[]];
  const key = z.enum(fields);
  return {
    input: {
      focalPoints: z
        .preprocess(
          pointsFromJsonText,
          z.partialRecord(key, FocalPointSchema, {
            error: `Give focal points as { x, y } by image field: ${fields.join(', ')}.`,
          }),
        )
        .optional(),
    },
    item: { focalPoints: z.record(z.string(), FocalPointSchema) },
  };
}
