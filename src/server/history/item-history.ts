import type { Entity } from '#shared/entities/define-entity.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import { type ItemVersion, MAX_VERSIONS_LISTED } from '#shared/payloads/history.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { withJsonFields } from '../repositories/json-fields.ts';
import { mediaOfRows } from '../repositories/media.ts';
import { findRow } from '../repositories/resource-table.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';
import { listVersions, type NewVersion } from '../repositories/versions.ts';
import type { Storage } from '../uploads/storage.ts';
import { storedFilesExist, withFileUrls } from '../uploads/stored-files.ts';
import { changedFields } from './item-content.ts';
import { versionOfRow } from './record-write.ts';

/**
 * An item's versions, newest first (the MAX_VERSIONS_LISTED latest), each with the fields it
 * changed. An item whose current version was saved without a record (seeded, or before history
 * was kept) shows it as the row tells of it; a deleted item keeps its history.
 */
export async function itemHistory(db: Db, storage: Storage, entity: Entity, id: number): Promise<ItemVersion[]> {
  // One more than shown, to tell what the oldest shown one changed.
  const recorded: NewVersion[] = await listVersions(db, entity.kind, id, MAX_VERSIONS_LISTED + 1);
  const row = await findRow(db, tableOf(entity), id);
  if (!row && recorded.length === 0) throw notFound(entity.noun.one);
  const current = row && Number(row.version);
  const versions =
    row && !recorded.some(({ version }) => version === current)
      ? [versionOfRow(entity, id, row), ...recorded]
      : recorded;
  const shown = versions.slice(0, MAX_VERSIONS_LISTED);
  const media = await mediaOfRows(
    db,
    entity,
    shown.map((version) => version.fields),
  );
  return Promise.all(
    shown.map(async (version, index) => {
      const previous = versions[index + 1];
      return {
        version: version.version,
        operation: version.operation,
        restoredFrom: version.restoredFrom ?? null,
        actor: version.actor ?? null,
        at: version.createdAt ?? new Date().toISOString(),
        changed: previous ? changedFields(previous.fields, version.fields) : [],
        fields: withFileUrls(withJsonFields(version.fields, entity), entity, media),
        missingFiles: await missingFiles(storage, entity, version.fields, media),
      };
    }),
  );
}

/** The file fields of a version whose files are no longer stored, or whose image is no longer in the library (`media`). */
async function missingFiles(storage: Storage, entity: Entity, fields: Row, media: ReadonlyMap<number, unknown>) {
  const missing = await Promise.all(
    Object.entries(entity.files).map(async ([field, { kind }]) => {
      const value = fields[kind === 'media' ? mediaReferenceOf(field) : field];
      if (value === null || value === undefined) return [];
      const kept = kind === 'media' ? media.has(Number(value)) : await storedFilesExist(storage, kind, value);
      return kept ? [] : [field];
    }),
  );
  return missing.flat();
}
