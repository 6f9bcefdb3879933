import type { Entity, EntityAdmin } from '#shared/entities/define-entity.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { ActivityEntry } from '#shared/schemas/activity.ts';
import { screenPaths } from '../../routes.ts';

/** The kinds whose items have a view screen, by kind. */
const VIEWED = new Map<string, Entity & { admin: EntityAdmin }>(
  ENTITIES.filter((entity) => 'view' in entity.admin.screens).map((entity) => [entity.kind, entity]),
);

/** Actions after which the entry's item has no screen: it is gone, or the entry names a list. */
const WITHOUT_ITEM = new Set<ActivityEntry['action']>(['delete', 'contact-delete', 'contact-retention', 'reorder']);

/** The screen of an entry's item, while it may still exist: none for a delete, a reorder, or an account. */
export function itemScreen({ kind, entityId, action }: ActivityEntry): string | null {
  const entity = kind === null ? undefined : VIEWED.get(kind);
  if (!entity || entityId === null || WITHOUT_ITEM.has(action)) return null;
  return screenPaths(entity).view(entityId);
}
