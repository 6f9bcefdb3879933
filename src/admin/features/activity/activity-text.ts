import type { Entity, EntityAdmin } from '#shared/entities/define-entity.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { ActivityAction, ActivityEntry } from '#shared/schemas/activity.ts';
import { screenPaths } from '../../routes.ts';

/** Each action as the activity screen names it. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  reorder: 'Reordered',
  publish: 'Published',
  unpublish: 'Back to draft',
  'changes-save': 'Changes saved',
  'changes-publish': 'Changes published',
  'changes-discard': 'Changes discarded',
  'publish-failed': 'Publish failed',
  login: 'Logged in',
  'login-failed': 'Failed login',
  'password-change': 'Own password',
  'account-create': 'Account added',
  'account-roles': 'Roles changed',
  'account-disable': 'Account disabled',
  'account-enable': 'Account enabled',
  'account-unlock': 'Account unlocked',
  'account-password': 'Password set',
  'account-delete': 'Account deleted',
};

/** The kinds whose items have a view screen, by kind. */
const VIEWED = new Map<string, Entity & { admin: EntityAdmin }>(
  ENTITIES.filter((entity) => 'view' in entity.admin.screens).map((entity) => [entity.kind, entity]),
);

/** The screen of an entry's item, while it may still exist: none for a delete, a reorder, or an account. */
export function itemScreen({ kind, entityId, action }: ActivityEntry): string | null {
  const entity = kind === null ? undefined : VIEWED.get(kind);
  if (!entity || entityId === null || action === 'delete' || action === 'reorder') return null;
  return screenPaths(entity).view(entityId);
}
