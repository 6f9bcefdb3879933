import type { Entity } from '#shared/entities/define-entity.ts';
import type { Db } from '../db/database.ts';
import { findChangeDraft } from '../repositories/change-drafts.ts';
import { findRow } from '../repositories/resource-table.ts';
import { PUBLISHED_COLUMN, tableOf } from '../repositories/table-shape.ts';
import type { changeDraftService } from '../resources/change-draft-service.ts';
import type { ResourceService } from '../resources/resource-service.ts';
import type { ScheduledRun } from '../schedules/scheduler.ts';

/**
 * An entity's scheduled actions, done as an editor's would be, in the name of who scheduled them:
 * publishing a draft puts it on the site; publishing a published item publishes its unpublished
 * changes; unpublishing takes it back to a draft.
 */
export function scheduledRunOf(
  entity: Entity,
  db: Db,
  service: ResourceService,
  drafts: ReturnType<typeof changeDraftService>,
): ScheduledRun {
  const table = tableOf(entity);
  return async (claimed, within) => {
    const row = await findRow(db, table, claimed.entityId);
    if (!row) return 'nothing';
    const published = Boolean(Number(row[PUBLISHED_COLUMN]));
    const write = { actor: claimed.scheduledBy, accepted: null, scheduledFor: claimed.at, within };
    if (claimed.action === 'unpublish') {
      if (!published) return 'nothing';
      await service.setPublished(claimed.entityId, false, write);
      return 'written';
    }
    if (!published) {
      await service.setPublished(claimed.entityId, true, write);
      return 'written';
    }
    if (!(await findChangeDraft(db, entity.kind, claimed.entityId))) return 'nothing';
    await drafts.publish(claimed.entityId, {
      actor: claimed.scheduledBy,
      accepted: null,
      scheduled: { for: claimed.at, within },
    });
    return 'written';
  };
}
