import { z } from 'zod';
import { CONTACT_STATES } from '../entities/contact.ts';
import { PUBLISH_OPERATIONS } from '../publish-tags.ts';
import { RoleSchema } from './auth.ts';
import { FACTOR_RULES } from './factor-rule.ts';
import { ItemTitlesSchema } from './item-titles.ts';
import { SCHEDULED_WRITES } from './schedules.ts';

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
  // A publication or removal scheduled, unscheduled, or not done when due (decision 026).
  'schedule',
  'unschedule',
  'schedule-failed',
  // A unit returned to available when its reservation ended (decision 029).
  'reservation-lapse',
  // A change the publisher could not put on the site.
  'publish-failed',
  // Sessions: the account's own.
  'login',
  'login-failed',
  'password-change',
  // A forgotten password set anew from its emailed link; a session ended from the account's list of them.
  'password-reset',
  'session-end',
  // The account's second factors (docs/decisions/032-second-factors.md): one added or removed, recovery codes made anew.
  'factor-add',
  'factor-remove',
  'recovery-codes-new',
  // The rule an admin sets on which accounts must have a second factor.
  'factor-rule',
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

/** Why a login failed, for admins; the one who tried is told the same in every case. */
export const LOGIN_FAILURES = ['no-account', 'wrong-password', 'disabled', 'wrong-code', 'passkey-refused'] as const;
export type LoginFailure = (typeof LOGIN_FAILURES)[number];

/**
 * The facts of an entry, which the admin words in its own language; each action keeps those it
 * has. Entries logged before facts were kept have none, and show their summary.
 */
export const ActivityDetailsSchema = z.object({
  /** The item's titles, English and Albanian (either may be empty), as the write left them. */
  titles: ItemTitlesSchema.optional(),
  /** Of an image, or of a reorder within one item: that item (a project of its gallery images). */
  parent: z.object({ kind: z.string(), id: z.number().int() }).optional(),
  /** The fields a write changed, as the API names them. */
  fields: z.array(z.string()).optional(),
  /** Of a restore: the version put back, or that the item came back from the trash. */
  version: z.number().int().optional(),
  fromTrash: z.boolean().optional(),
  /** Of an account's entries: its username (of a failed login, the name typed), and the roles given. */
  username: z.string().optional(),
  roles: z.array(RoleSchema).optional(),
  /** Of a login: where from, and why it failed. */
  ip: z.string().optional(),
  loginFailure: z.enum(LOGIN_FAILURES).optional(),
  /** Of a login or a second factor's entries: which factor (an authenticator app, a passkey, a recovery code). */
  factor: z.enum(['app', 'passkey', 'recovery-code']).optional(),
  /** Of the second-factor rule's entries: the rule set. */
  factorRule: z.enum(FACTOR_RULES).optional(),
  /** Of a contact's entries: its reference, whether it is an application (else a message), its new state. */
  reference: z.string().optional(),
  application: z.boolean().optional(),
  state: z.enum(CONTACT_STATES).optional(),
  /**
   * Of a schedule's entries, and of a publish, an unpublish or a reservation's end done as
   * scheduled: which action, due when (ISO 8601).
   */
  scheduleAction: z.enum(SCHEDULED_WRITES).optional(),
  scheduledFor: z.string().optional(),
  /** Of a publish that failed: the write's operation, its change event and the publisher's error. */
  operation: z.enum(PUBLISH_OPERATIONS).optional(),
  eventId: z.number().int().optional(),
  error: z.string().optional(),
  /** Of the retention's deletes: how many, received before when, kept how many days. */
  count: z.number().int().optional(),
  before: z.string().optional(),
  days: z.number().int().optional(),
});
export type ActivityDetails = z.infer<typeof ActivityDetailsSchema>;

export const ActivityEntrySchema = z.object({
  activityId: z.number().int(),
  /** When, ISO 8601 with milliseconds. */
  at: z.string(),
  /** Who: the account's username; for a failed login, the name typed; `publisher` for its failures; `retention` for its deletes. */
  actor: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  kind: z.string().nullable(),
  entityId: z.number().int().nullable(),
  /** What happened, in an English sentence that names an item by both its titles: what the search looks in, with the actor. */
  summary: z.string(),
  details: ActivityDetailsSchema.nullable(),
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
