import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#shared/schemas/activity.ts';
import { itemScreen } from './activity-text.ts';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  activityId: 1,
  at: '2026-11-27T10:00:00.000Z',
  actor: 'admin',
  action: 'update',
  kind: 'project',
  entityId: 7,
  summary: '',
  ...fields,
});

describe('itemScreen', () => {
  it.each([
    ['an update of a project', entry({}), '/adminpage/viewproject/7'],
    ['a delete', entry({ action: 'delete' }), null],
    ['a reorder', entry({ action: 'reorder', entityId: null }), null],
    ['a contact deleted at once', entry({ action: 'contact-delete', kind: 'contact' }), null],
    ['the retention’s deletes', entry({ action: 'contact-retention', kind: 'contact', entityId: null }), null],
    ['an account', entry({ action: 'account-create', kind: 'account' }), null],
  ])('links %s to its screen while it may exist', (_, activity, screen) => {
    expect(itemScreen(activity)).toBe(screen);
  });
});
