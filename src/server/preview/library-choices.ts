import type { Entity } from '#shared/entities/define-entity.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { mediaByIds, mediaFieldsOf } from '../repositories/media.ts';
import { noSuchImage } from '../resources/write-input.ts';
import { withFileUrls } from '../uploads/stored-files.ts';

/**
 * The image fields an unsaved form points at an image of the library, by the reference its save
 * sends (`projectImageMediaId`), answered as the item's single read answers them once saved: each
 * field's URL and its image set, with the image's focal point, texts and id, made from the image's
 * row by `withFileUrls` as every answer is. A reference given null shows no image; a field whose
 * reference the values leave out is not here. An id the library does not have is refused as a
 * save refuses it: 400 naming the reference.
 */
export async function libraryChoices(db: Db, entity: Entity, values: Record<string, unknown>) {
  const fields = mediaFieldsOf(entity).filter((field) => values[mediaReferenceOf(field)] !== undefined);
  const references = Object.fromEntries(
    fields.map((field) => [mediaReferenceOf(field), values[mediaReferenceOf(field)]]),
  );
  const media = await mediaByIds(
    db,
    Object.values(references).filter((id) => typeof id === 'number'),
  );
  const missing = Object.entries(references).filter(([, id]) => typeof id === 'number' && !media.has(id));
  if (missing.length > 0)
    throw badRequest(Object.fromEntries(missing.map(([reference, id]) => [reference, noSuchImage(id)])));
  const answer = withFileUrls(references, entity, media);
  const sets = (answer.imageSets ?? {}) as Record<string, unknown>;
  return {
    urls: Object.fromEntries(fields.map((field) => [field, answer[field] ?? null])),
    imageSets: Object.fromEntries(fields.map((field) => [field, sets[field] ?? null])),
  };
}
