import type { Entity } from '#shared/entities/define-entity.ts';
import type { VersionOperation } from '#shared/payloads/history.ts';
import type { Publication } from '#shared/payloads/publish.ts';
import type { Db } from '../db/database.ts';
import { insertActivity } from '../repositories/activity.ts';
import { findRow } from '../repositories/resource-table.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';
import { hasVersion, insertVersion, type NewVersion } from '../repositories/versions.ts';
import { changedFields, contentOf, itemDetails, itemName } from './item-content.ts';

/** A write of one item, as its history and the activity log record it. */
export interface WrittenItem {
  operation: 'create' | 'update' | 'delete';
  id: number;
  actor: string;
  /** The row as the write found it (an update's, a delete's). */
  before?: Row | undefined;
  /** Of an update that puts back an earlier version's fields: that version. */
  restoredFrom?: number | undefined;
  /**
   * Of an update that only puts the item on the site or takes it back to a draft, publishes its
   * saved changes (decision 017), or returns a unit to available as its reservation ended
   * (decision 029): which.
   */
  publication?: Publication | undefined;
  /** Of a publication done as scheduled (decision 026): when it was due. */
  scheduledFor?: string | undefined;
  /** What the write changed that the row does not hold: its images' points, which their media rows keep. */
  alsoChanged?: string[] | undefined;
}

/**
 * Records a write of an item as a version in its history and a line in the activity log, inside
 * the write's transaction: after an insert or an update, before a delete. The version before the
 * write, when it was never recorded (an item saved before history was kept, or seeded), is
 * recorded first, so that it too can be restored.
 */
export async function recordWrite(trx: Db, entity: Entity, write: WrittenItem): Promise<void> {
  const { id, actor, before, restoredFrom } = write;
  if (before) await recordUnrecorded(trx, entity, id, before);
  const after = write.operation === 'delete' ? undefined : await findRow(trx, tableOf(entity), id);
  const row = after ?? before;
  if (!row) throw new Error(`${entity.kind} ${id}: a ${write.operation} without its row`);
  const operation: VersionOperation = restoredFrom === undefined ? write.operation : 'restore';
  const fields = contentOf(entity, row);
  await insertVersion(trx, {
    kind: entity.kind,
    entityId: id,
    version: Number(row.version) + (after ? 0 : 1),
    operation,
    restoredFrom: restoredFrom ?? null,
    fields,
    actor,
  });
  const changed = [
    ...(before && after ? changedFields(contentOf(entity, before), fields) : []),
    ...(write.alsoChanged ?? []),
  ];
  const what = `${entity.noun.one.toLowerCase()} ${itemName(entity, id, fields)}`;
  const summary = write.publication
    ? `${publicationSummary(write.publication, what, changed)}${write.scheduledFor ? `, as scheduled for ${write.scheduledFor}` : ''}`
    : summaryOf(operation, what, changed, restoredFrom);
  const action = write.publication ?? operation;
  const details = {
    ...itemDetails(entity, fields),
    ...(changed.length > 0 && { fields: changed }),
    ...(restoredFrom !== undefined && { version: restoredFrom }),
    ...(write.scheduledFor !== undefined && { scheduledFor: write.scheduledFor }),
  };
  await insertActivity(trx, { actor, action, kind: entity.kind, entityId: id, summary, details });
}

/** The activity log's sentence for a write: "Updated project “Lake Residence”: boxOne". */
function summaryOf(operation: VersionOperation, what: string, changed: string[], restoredFrom?: number) {
  const fields = changed.length > 0 ? `: ${changed.join(', ')}` : '';
  if (operation === 'restore') return `Restored version ${restoredFrom} of ${what}${fields}`;
  if (operation === 'update') return `Updated ${what}${fields || ' without changes'}`;
  return `${operation === 'create' ? 'Created' : 'Deleted'} ${what}`;
}

/** The activity log's sentence for a publication: "Published the saved changes to project “Lake Residence”: boxOne". */
function publicationSummary(publication: NonNullable<WrittenItem['publication']>, what: string, changed: string[]) {
  if (publication === 'publish') return `Published ${what}`;
  if (publication === 'unpublish') return `Took back to a draft ${what}`;
  if (publication === 'reservation-lapse') return `Made ${what} available again, its reservation over`;
  return `Published the saved changes to ${what}: ${changed.join(', ')}`;
}

/** The row's own version, if no version of that number is recorded. */
async function recordUnrecorded(trx: Db, entity: Entity, id: number, row: Row) {
  if (!(await hasVersion(trx, entity.kind, id, Number(row.version))))
    await insertVersion(trx, versionOfRow(entity, id, row));
}

/** A row's version as the row itself tells of it: by whom and when it was last saved, if it says. */
export function versionOfRow(entity: Entity, id: number, row: Row): NewVersion {
  const version = Number(row.version);
  const savedAt = (row.updatedAt ?? row.createdAt) as string | null | undefined;
  return {
    kind: entity.kind,
    entityId: id,
    version,
    operation: version === 1 ? 'create' : 'update',
    restoredFrom: null,
    fields: contentOf(entity, row),
    actor: (row.updatedBy as string | null | undefined) ?? null,
    ...(savedAt && { createdAt: savedAt }),
  };
}
