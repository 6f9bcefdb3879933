import type { Entity } from '#shared/entities/define-entity.ts';
import { changeDraftService } from '../resources/change-draft-service.ts';
import { orderService } from '../resources/order-service.ts';
import {
  type ContentDeps,
  resourceService,
  type ServerRules,
  type WriteRequest,
} from '../resources/resource-service.ts';
import { restoreVersion } from '../resources/restore-version.ts';
import { scheduledRunOf } from './scheduled-publications.ts';

/**
 * Everything the server does to one kind of content, whoever asks (a route, the scheduler, the
 * trash, a bulk read, a live preview): its reads; its create, update, remove and publication; its
 * unpublished changes (`changes`, for kinds with drafts); the restore of an earlier version; the
 * order admins set (`reorder`, where they set one); and how its schedules are done (`scheduled`).
 */
export function contentKind(deps: ContentDeps, entity: Entity, rules: ServerRules) {
  const service = resourceService(deps, entity, rules);
  const changes = entity.drafts ? changeDraftService(deps, entity, service) : undefined;
  return {
    entity,
    rules,
    ...service,
    changes,
    /** Puts back the fields of an earlier version of an item, as an update (restore-version.ts). */
    restoreVersion: (asked: { id: number; version: number }, write: WriteRequest) =>
      restoreVersion(deps, entity, service.update, asked, write),
    reorder: entity.api.order ? orderService(deps, entity, rules.publish).reorder : undefined,
    scheduled: changes ? scheduledRunOf(entity, deps.db, service, changes) : rules.scheduled?.(service, deps.db),
  };
}

export type ContentKind = ReturnType<typeof contentKind>;
