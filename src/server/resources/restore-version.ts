import type { Entity } from '#shared/entities/define-entity.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import type { RestoreResult } from '#shared/payloads/history.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import { mediaFieldsOf } from '../repositories/media.ts';
import { findRow, rowExists } from '../repositories/resource-table.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';
import { findVersion } from '../repositories/versions.ts';
import type { Storage } from '../uploads/storage.ts';
import { storedFilesExist } from '../uploads/stored-files.ts';
import type { resourceService, WriteRequest } from './resource-service.ts';

type Update = ReturnType<typeof resourceService>['update'];

/**
 * Puts back the fields of an earlier version of an item, as an update by `write.actor` (If-Match
 * and all, published as any update), which records a new version. Texts come back as they were;
 * a file comes back only while it is still stored, else the current one stays (`keptFiles`). A
 * field the item did not have then keeps its current value.
 */
export async function restoreVersion(
  { db, storage }: { db: Db; storage: Storage },
  entity: Entity,
  update: Update,
  { id, version }: { id: number; version: number },
  write: WriteRequest,
) {
  const stored = await findVersion(db, entity.kind, id, version);
  if (!stored) throw notFound(`Version ${version} of this ${entity.noun.one.toLowerCase()}`);
  const current = await findRow(db, tableOf(entity), id);
  if (!current) throw notFound(entity.noun.one);
  const texts = restorableTexts(entity, version, stored.fields);
  const files: Row = {};
  const keptFiles: string[] = [];
  for (const [field, { kind }] of Object.entries(entity.files)) {
    // An image field's version is its image of the library, while the library has it.
    const column = kind === 'media' ? mediaReferenceOf(field) : field;
    const value = stored.fields[column] ?? null;
    if (value === (current[column] ?? null)) continue;
    const kept =
      kind === 'media'
        ? value !== null && (await rowExists(db, 'media', 'mediaId', value))
        : await storedFilesExist(storage, kind, value);
    if (kept) files[column] = value;
    else keptFiles.push(field);
  }
  const updated = await update(id, { ...texts, ...files }, { ...write, restoredFrom: version });
  const result: RestoreResult = { version: Number(updated.entity.version), restoredFrom: version, keptFiles };
  return { result, eventId: updated.eventId };
}

/**
 * A version's fields that an admin writes, checked against today's rules: a version saved under
 * other rules that it no longer meets is refused (409), naming each field.
 */
function restorableTexts(entity: Entity, version: number, fields: Row): Row {
  const texts: Row = {};
  const problems: Record<string, string> = {};
  // An image field's reference is put back with the files, while its image is in the library.
  const references = new Set<string>(mediaFieldsOf(entity).map((field) => mediaReferenceOf(field)));
  for (const [field, schema] of Object.entries(entity.schemas.input.shape)) {
    if (!(field in fields) || references.has(field)) continue;
    // A yes-or-no field is kept as 0 or 1 (the descriptor's `flags`).
    const value = entity.flags?.includes(field) ? Boolean(fields[field]) : fields[field];
    const checked = schema.safeParse(value);
    if (checked.success) texts[field] = checked.data;
    else problems[field] = checked.error.issues[0]?.message ?? 'Not valid today.';
  }
  if (Object.keys(problems).length > 0) {
    throw new HttpError(
      409,
      'VERSION_NOT_RESTORABLE',
      `Version ${version} cannot be restored: some of its fields do not meet today's rules.`,
      problems,
    );
  }
  return texts;
}
