import { z } from 'zod';
import { FOCAL_CENTRE, type FocalPoint, FocalPointSchema, IdSchema } from '../schemas/common.ts';
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

/** The image fields of a descriptor's `files`, in their order: its references to the library's images, or the library's own. */
export const imageFieldsOf = (files: Record<string, FileField>): string[] =>
  Object.entries(files)
    .filter(([, file]) => file.kind === 'image' || file.kind === 'media')
    .map(([field]) => field);

/** The fields of `files` that refer to an image of the media library. */
type MediaFieldOf<Files extends Record<string, FileField>> = {
  [Field in keyof Files]: Files[Field]['kind'] extends 'media' ? Field : never;
}[keyof Files] &
  string;

/** The column, and the field of the API, that holds an image field's media row: `projectImageUrl` → `projectImageMediaId`. */
export type MediaReferenceOf<Field extends string> = string extends Field
  ? string
  : Field extends `${infer Base}Url`
    ? `${Base}MediaId`
    : never;
export const mediaReferenceOf = <Field extends string>(field: Field) =>
  field.replace(/Url$/, 'MediaId') as MediaReferenceOf<Field>;
/** The image field of a column that refers to the library (`projectImageMediaId` → `projectImageUrl`); another column as it is. */
export const imageFieldOfReference = (column: string) => column.replace(/MediaId$/, 'Url');

/** Every image field's point: those given, the others centred. */
export const everyFocalPoint = (fields: readonly string[], given: Partial<FocalPoints> = {}): FocalPoints =>
  Object.fromEntries(fields.map((field) => [field, given[field] ?? { ...FOCAL_CENTRE }]));

/**
 * What an entity with image fields spreads into its schemas, made from the `files` it declares:
 * `input` into its input schema, `item` into what it answers.
 * - The points, by image field (optional: a write without them keeps the points; with them, it sets
 *   every image's, those it leaves out centred). An image's point is its media row's, shared by every use.
 * - Each field that refers to the library, its media row's id (`projectImageMediaId`): a write
 *   gives it to show an image of the library (an upload to the field makes a new one), or null to
 *   show none; an answer has it, null without an image.
 */
export function imageSchemasOf<const Files extends Record<string, FileField>>(files: Files) {
  const fields = imageFieldsOf(files) as [string, ...string[]];
  const key = z.enum(fields);
  const references = Object.keys(files).filter((field) => files[field]?.kind === 'media');
  const byReference = <Schema extends z.ZodType>(schema: Schema) =>
    Object.fromEntries(references.map((field) => [mediaReferenceOf(field), schema])) as {
      [Field in MediaFieldOf<Files> as MediaReferenceOf<Field>]: Schema;
    };
  return {
    input: {
      ...byReference(IdSchema.nullable().optional()),
      focalPoints: z
        .preprocess(
          pointsFromJsonText,
          z.partialRecord(key, FocalPointSchema, {
            error: `Give focal points as { x, y } by image field: ${fields.join(', ')}.`,
          }),
        )
        .optional(),
    },
    item: { focalPoints: z.record(z.string(), FocalPointSchema), ...byReference(z.number().int().nullable()) },
  };
}
