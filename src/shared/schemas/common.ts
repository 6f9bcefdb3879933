import { z } from 'zod';
import { MAX_DESCRIPTION_CHARS, MAX_TITLE_CHARS } from '../constants.ts';
import { FOCAL_POINT_MAX } from '../domain-values.ts';

// Kept here too for the schemas' readers; islands, which ship no zod, take it from domain-values.ts.
export { FOCAL_CENTRE } from '../domain-values.ts';

/** A positive integer id, from JSON or from a multipart or path string. */
export const IdSchema = z.coerce.number().int().positive();

export const IdParamsSchema = z.object({ id: IdSchema });

/** The most items a bounded list read answers with. */
export const MAX_LIST_LIMIT = 1000;

/**
 * A part of a public list, in the list's order: its first `limit` items, and/or those with ids
 * from `idFrom` to `idTo`. The site reads parts so that a page costs the same however long the
 * list grows.
 */
export const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).optional(),
  /** By id, ascending or descending, instead of the list's own order (the order admins set, a date). */
  order: z.enum(['asc', 'desc']).optional(),
  idFrom: IdSchema.optional(),
  idTo: IdSchema.optional(),
  /** Only the items the public site shows: those with every text their entity needs (its `shownWith`). */
  shown: z.stringbool().optional(),
});

/**
 * Whether an item of an entity with drafts is on the site (docs/decisions/015-drafts.md): in the
 * answers editors read. Anyone else reads published items only, without it, as docs/product.md#the-api answers them.
 */
export const PublicationSchema = z.object({ published: z.boolean().optional() });

/** A publication's body (`api.publication`): publish the item, or take it back to a draft. */
export const PublicationInputSchema = z.object({ published: z.boolean() });

/** A write's choice to publish the item or keep it a draft: JSON's boolean, or form data's text. */
export const PublishedInputSchema = z.union([z.boolean(), z.stringbool()]);

/** An id list's query: all ids, or those of the items the public site shows. */
export const IdsQuerySchema = ListQuerySchema.pick({ shown: true });

/** Ids of the neighbouring entities in the entity's defined order; null at the ends. */
export const NeighboursSchema = z.object({
  prev: z.number().int().nullable(),
  next: z.number().int().nullable(),
});

/**
 * Text a person types, its line breaks as LF whatever the client sent: a browser submits a
 * textarea's as CRLF, which would make every save of an unchanged text a change.
 */
export const typedText = () => z.string().overwrite((text) => text.replace(/\r\n?/g, '\n'));

/** Free text an admin types; absent means empty, as the admin forms send it. */
export const textField = (max: number) => typedText().max(max).default('');
/** A title, kept without the spaces and line breaks around it: one of only spaces is no title (`isShown`). */
export const titleField = () => typedText().trim().max(MAX_TITLE_CHARS).default('');
export const descriptionField = () => textField(MAX_DESCRIPTION_CHARS);

/**
 * Where an image's subject is, which its pictures keep in view at every crop (`object-position`):
 * percent of its width from the left (`x`) and of its height from the top (`y`), kept to a tenth
 * (#shared/entities/focal-points.ts, docs/decisions/027-focal-points.md).
 */
const percentOf = (axis: 'x' | 'y') => {
  const error = `A focal point's ${axis} is a number from 0 to ${FOCAL_POINT_MAX}: percent of the image's ${axis === 'x' ? 'width from the left' : 'height from the top'}.`;
  return z
    .number({ error })
    .min(0, error)
    .max(FOCAL_POINT_MAX, error)
    .overwrite((value) => Math.round(value * 10) / 10);
};
export const FocalPointSchema = z.strictObject({ x: percentOf('x'), y: percentOf('y') });
export type FocalPoint = z.infer<typeof FocalPointSchema>;

/**
 * Responsive variants of one uploaded image, as a page draws it: `avif` and `webp` are ready-made
 * `srcset` values ("url 480w, url 960w"); width and height are those of the largest variant; its
 * focal point, the centre unless an editor set another.
 */
export const PictureSetSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  avif: z.string(),
  webp: z.string(),
  focalPoint: FocalPointSchema,
});
export type PictureSet = z.infer<typeof PictureSetSchema>;

/**
 * An image of the media library as an item answers it (docs/decisions/034-media-library.md): its
 * picture, and which image it is with what it shows in each language, or that it is decorative.
 * The library's own images and older answers have only the picture.
 */
export const ImageSetSchema = PictureSetSchema.extend({
  mediaId: z.number().int().optional(),
  alt: z.object({ en: z.string(), sq: z.string() }).optional(),
  decorative: z.boolean().optional(),
});
export type ImageSet = z.infer<typeof ImageSetSchema>;

/** A file field as the API answers it: a root-relative URL, or null when there is none. */
export const FileUrlSchema = z.string().nullable();

export const MessageSchema = z.object({ message: z.string() });

/** The body of every error answer. `fields` names each bad input field. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** A 412: the item was saved since the version a write was made from; who saved it, and when. */
export const EditConflictSchema = ApiErrorSchema.extend({
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type EditConflict = z.infer<typeof EditConflictSchema>;

/** The version (an ETag of the item's single read) that an update or delete is made from. */
export const IfMatchHeadersSchema = z.looseObject({ 'if-match': z.string().max(200).optional() });
