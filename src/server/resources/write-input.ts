import type { Entity } from '#shared/entities/define-entity.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { jsonColumn } from '../repositories/json-fields.ts';
import { rowExists } from '../repositories/resource-table.ts';
import { PUBLISHED_COLUMN, type Row, tableOf } from '../repositories/table-shape.ts';
import type { FileChanges } from '../uploads/file-changes.ts';
import { FOCAL_POINTS_COLUMN, focalPointsColumn } from '../uploads/focal-points-column.ts';
import type { Storage } from '../uploads/storage.ts';
import { checkUpload, fileKindOf, originalColumns, storeUpload } from '../uploads/stored-files.ts';
import { TempUpload } from '../uploads/temp-upload.ts';

/** An upload of a write's body, once its content is checked: its type by content. */
interface CheckedUpload {
  field: string;
  upload: TempUpload;
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
    if (Object.keys(problems).length > 0) throw badRequest(problems);
  }

  /** Splits a validated body into column values and uploads, checking every upload's content first. */
  async function readBody(body: Row) {
    const values: Row = {};
    const uploads: CheckedUpload[] = [];
    for (const [field, value] of Object.entries(body)) {
      if (value instanceof TempUpload) uploads.push({ field, upload: value, type: '' });
      else if ((field === PUBLISHED_COLUMN && table.drafts) || entity.flags?.includes(field))
        values[field] = value ? 1 : 0;
      else if (field === FOCAL_POINTS_COLUMN && value !== undefined) values[field] = focalPointsColumn(entity, value);
      else if (entity.json?.includes(field) && value !== undefined) values[field] = jsonColumn(value);
      else if (value !== undefined) values[field] = value;
    }
    await checkReferences(values);
    for (const checked of uploads)
      checked.type = await checkUpload(kindOf(checked.field), checked.field, checked.upload);
    return { values, uploads };
  }

  /** The uploads' column values, each file stored (and, where its field keeps it, the upload as it came, sent by `actor`). */
  async function storeUploads(uploads: CheckedUpload[], changes: FileChanges, actor: string) {
    let columns: Row = {};
    for (const { field, upload, type } of uploads) {
      if (entity.files[field]?.keepsOriginal)
        columns = { ...columns, ...(await originalColumns(field, upload, type, actor)) };
      columns[field] = await storeUpload(storage, kindOf(field), field, upload, changes);
    }
    return columns;
  }

  /** A write's body as column values, its uploads checked and stored (removed again if `changes` is discarded). */
  async function columnsOf(body: Row, changes: FileChanges, actor: string): Promise<Row> {
    const { values, uploads } = await readBody(body);
    return { ...values, ...(await storeUploads(uploads, changes, actor)) };
  }

  return { readBody, storeUploads, columnsOf };
}
