import { z } from 'zod';

/**
 * The activity log (GET /activity, ROLE_ADMIN): every admin action, newest first, kept for
 * ACTIVITY_RETENTION_DAYS (docs/decisions/013-history-and-activity.md).
 */
export const ACTIVITY_ACTIONS = [
  // Content: each write of an item, and the order of a list.
  'create',
  'update',
  'delete',
  'restore',
  'reorder',
  // An item of an entity with drafts put on the site, or taken back to a draft.
  'publish',
  'unpublish',
  // Its unpublished changes saved, published as one update, or discarded (decision 017).
  'changes-save',
  'changes-publish',
  'changes-discard',
  // A change the publisher could not put on the site.
  'publish-failed',
  // Sessions: the account's own.
  'login',
  'login-failed',
  'password-change',
  // Accounts, changed by an admin.
  'account-create',
  'account-roles',
  'account-disable',
  'account-enable',
  'account-unlock',
  'account-password',
  'account-delete',
  // The staff's inbox: a contact's state changed, a note added to it (docs/decisions/019-inbox.md).
  'contact-state',
  'contact-note',
  // Contacts deleted for good: one by an admin at once (the right to erasure), and the applications
  // past CV_RETENTION_DAYS by the daily retention (actor `retention`).
  'contact-delete',
  'contact-retention',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The kind of an account's entries; content entries carry their entity's kind (decision 006). */
export const ACCOUNT_KIND = 'account';

export const ActivityEntrySchema = z.object({
  activityId: z.number().int(),
  /** When, ISO 8601 with milliseconds. */
  at: z.string(),
  /** Who: the account's username; for a failed login, the name typed; `publisher` for its failures; `retention` for its deletes. */
  actor: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  kind: z.string().nullable(),
  entityId: z.number().int().nullable(),
  /** What happened, in a sentence: what the search looks in, with the actor. */
  summary: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ACTIVITY_PAGE_SIZE = 50;
export const MAX_ACTIVITY_SEARCH_CHARS = 200;

export const ActivityQuerySchema = z.object({
  /** Words the actor or the summary contains, ignoring case. */
  q: z.string().trim().max(MAX_ACTIVITY_SEARCH_CHARS).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type ActivityQuery = z.input<typeof ActivityQuerySchema>;

export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  /** Entries that match, on every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
