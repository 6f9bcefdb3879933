import type { Entity } from '#shared/entities/define-entity.ts';
import { type FocalPoints, mediaReferenceOf } from '#shared/entities/focal-points.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { jsonColumn } from '../repositories/json-fields.ts';
import { mediaFieldsOf } from '../repositories/media.ts';
import { rowExists } from '../repositories/resource-table.ts';
import { PUBLISHED_COLUMN, type Row, tableOf } from '../repositories/table-shape.ts';
import type { FileChanges } from '../uploads/file-changes.ts';
import { FOCAL_POINTS_COLUMN, focalPointsColumn } from '../uploads/focal-points-column.ts';
import { encodeImage } from '../uploads/image-encoder.ts';
import type { Storage } from '../uploads/storage.ts';
import {
  checkUpload,
  fileKindOf,
  originalColumns,
  storeUpload,
  tempPathOf,
  uploadedOriginal,
} from '../uploads/stored-files.ts';
import { Upload } from '../uploads/temp-upload.ts';
import { NewMedia } from './media-references.ts';

/** Why a write's reference to the library (`projectImageMediaId`) is refused: no such image. */
export const noSuchImage = (mediaId: unknown) => `There is no image with id ${mediaId} in the library.`;

/** An upload of a write's body, once its content is checked: its type by content. */
interface CheckedUpload {
  field: string;
  upload: Upload;
  type: string;
}

/** Body fields that must name an existing entity of another kind (resource-service.ts's ServerRules). */
type References = { field: string; entity: Entity }[];

/**
 * A write's body as column values of one entity's table. Reading and checking it (`readBody`) is
 * apart from storing its uploads (`storeUploads`) so that a write refuses a bad body before it
 * stores any file, and stores them within its `FileChanges`, which removes them if it fails.
 */
export function writeInput(db: Db, storage: Storage, entity: Entity, references: References = []) {
  const table = tableOf(entity);
  const kindOf = (field: string) => fileKindOf(entity, field);
  const mediaReferences = mediaFieldsOf(entity).map(mediaReferenceOf);

  async function checkReferences(values: Row) {
    const problems: Record<string, string> = {};
    for (const { field, entity: referenced } of references) {
      // A write that leaves a reference out keeps the one the item has (an image's focal points alone).
      if (!(field in values)) continue;
      const { table: name, idColumn } = tableOf(referenced);
      if (!(await rowExists(db, name, idColumn, values[field]))) {
        problems[field] = `There is no ${referenced.noun.one.toLowerCase()} with id ${values[field]}.`;
      }
    }
    for (const reference of mediaReferences) {
      const mediaId = values[reference];
      if (mediaId !== undefined && mediaId !== null && !(await rowExists(db, 'media', 'mediaId', mediaId)))
        problems[reference] = noSuchImage(mediaId);
    }
    if (Object.keys(problems).length > 0) throw badRequest(problems);
  }

  /** Splits a validated body into column values and uploads, checking every upload's content first. */
  async function readBody(body: Row) {
    const values: Row = {};
    const uploads: CheckedUpload[] = [];
    // An item's points are its images' (media-references.ts): not a column of its own.
    let points: Partial<FocalPoints> | undefined;
    for (const [field, value] of Object.entries(body)) {
      if (value instanceof Upload) uploads.push({ field, upload: value, type: '' });
      else if ((field === PUBLISHED_COLUMN && table.drafts) || entity.flags?.includes(field))
        values[field] = value ? 1 : 0;
      else if (field === FOCAL_POINTS_COLUMN && mediaReferences.length > 0)
        points = value as Partial<FocalPoints> | undefined;
      else if (field === FOCAL_POINTS_COLUMN && value !== undefined) values[field] = focalPointsColumn(entity, value);
      else if (entity.json?.includes(field) && value !== undefined) values[field] = jsonColumn(value);
      else if (value !== undefined) values[field] = value;
    }
    await checkReferences(values);
    for (const checked of uploads)
      checked.type = await checkUpload(kindOf(checked.field), checked.field, checked.upload);
    return { values, uploads, points };
  }

  /**
   * The uploads' column values, each file stored: an image field's a new image of the library, made
   * in the write's transaction (media-references.ts); and, where a field keeps it, the upload as it
   * came, sent by `actor`.
   */
  async function storeUploads(uploads: CheckedUpload[], changes: FileChanges, actor: string) {
    const columns: Row = {};
    for (const { field, upload, type } of uploads) {
      const kind = kindOf(field);
      if (kind === 'media') {
        const original = await uploadedOriginal(field, upload, type);
        const image = await encodeImage(tempPathOf(upload, field), storage.files, field, changes);
        columns[mediaReferenceOf(field)] = new NewMedia(image, original, actor);
        continue;
      }
      if (entity.files[field]?.keepsOriginal)
        Object.assign(columns, originalColumns(await uploadedOriginal(field, upload, type), actor));
      columns[field] = await storeUpload(storage, kind, field, upload, changes);
    }
    return columns;
  }

  /**
   * A write's body as column values, its uploads checked and stored (removed again if `changes` is
   * discarded), and the points it gives its images.
   */
  async function columnsOf(body: Row, changes: FileChanges, actor: string) {
    const { values, uploads, points } = await readBody(body);
    return { columns: { ...values, ...(await storeUploads(uploads, changes, actor)) }, points };
  }

  return { readBody, storeUploads, columnsOf };
}
