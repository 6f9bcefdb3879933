import type { Entity } from '#shared/entities/define-entity.ts';
import type { Db } from '../db/database.ts';
import { deleteChangeDraft, findChangeDraft } from '../repositories/change-drafts.ts';
import type { Row } from '../repositories/table-shape.ts';
import { storedFiles } from '../uploads/stored-files.ts';

/** The files that unpublished changes (`fields`) hold and the item's row (`row`) does not. */
export function filesOnlyIn(entity: Entity, fields: Row, row: Row): string[] {
  return Object.entries(entity.files).flatMap(([field, { kind }]) =>
    field in fields && fields[field] !== row[field] ? storedFiles(kind, fields[field]) : [],
  );
}

/**
 * Removes an item's unpublished changes in the transaction `trx`; answers their own files, to
 * remove once it has committed (decision 002).
 */
export async function discardChangeDraft(trx: Db, entity: Entity, row: Row): Promise<string[]> {
  const id = Number(row[entity.idField]);
  const draft = await findChangeDraft(trx, entity.kind, id);
  if (!draft) return [];
  await deleteChangeDraft(trx, entity.kind, id);
  return filesOnlyIn(entity, draft.fields, row);
}
