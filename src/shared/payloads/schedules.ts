import { z } from 'zod';
import { DRAFTED_ENTITIES } from '../entities/entities.ts';
import { ItemTitlesSchema } from './item-titles.ts';

/**
 * Scheduled publication (docs/decisions/026-scheduled-publication.md): an item with drafts may be
 * set to go on the site at a moment (a draft published, or a published item's unpublished changes
 * published) and to leave it at another (taken back to a draft). Each API instance looks for what
 * is due every SCHEDULE_CHECK_MS; one of them does it, through the normal publish path.
 */
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/**
 * A unit's reservation ending (docs/decisions/029-units-for-sale.md): the unit returns to
 * available. The unit's own writes set and remove it, never these routes; the same scheduler does
 * it when due, once across instances.
 */
export const RESERVATION_LAPSE = 'reservation-lapse';
/** Every write the scheduler does: the schedules of these routes, and the lapses of reservations. */
export const SCHEDULED_WRITES = [...SCHEDULE_ACTIONS, RESERVATION_LAPSE] as const;
export type ScheduledWrite = (typeof SCHEDULED_WRITES)[number];

export const SCHEDULE_CHECK_MS = 5_000;

/** The kinds that can be scheduled: those with drafts. */
export const SCHEDULED_KINDS = DRAFTED_ENTITIES.map((entity) => entity.kind);
export const ScheduledKindSchema = z.enum(SCHEDULED_KINDS);

/** One item's schedule of one action, as the routes name it. */
export const ScheduleParamsSchema = z.object({
  kind: ScheduledKindSchema,
  id: z.coerce.number().int().positive(),
  action: z.enum(SCHEDULE_ACTIONS),
});

export const ScheduleItemParamsSchema = ScheduleParamsSchema.omit({ action: true });

/** When: a moment with its offset (the admin sends UTC, from a time entered in Tirana's). */
export const ScheduleInputSchema = z.object({ at: z.iso.datetime({ offset: true }) });
export type ScheduleInput = z.infer<typeof ScheduleInputSchema>;

export const ScheduledSchema = z.object({
  kind: ScheduledKindSchema,
  entityId: z.number().int(),
  action: z.enum(SCHEDULE_ACTIONS),
  /** When it is due, ISO 8601 in UTC with milliseconds. */
  at: z.string(),
  /** Who set it, and when. */
  scheduledBy: z.string(),
  scheduledAt: z.string(),
  /**
   * Why it could not be done when it was due, as the refusal's code (CHANGES_OUTDATED: the changes
   * were made before the item's last save); null while it waits. The activity log has the words.
   */
  failure: z.string().nullable(),
});
export type Scheduled = z.infer<typeof ScheduledSchema>;

/** `GET /schedule/{kind}/:id`: the item's two schedules, each null when not set. */
export const ItemScheduleSchema = z.object({
  publish: ScheduledSchema.nullable(),
  unpublish: ScheduledSchema.nullable(),
});
export type ItemSchedule = z.infer<typeof ItemScheduleSchema>;

/** `GET /schedules`: what is scheduled next, soonest first (those that failed first of all), with the items' titles. */
export const UpcomingSchedulesSchema = z.array(ScheduledSchema.extend({ titles: ItemTitlesSchema.nullable() }));
export type UpcomingSchedule = z.infer<typeof UpcomingSchedulesSchema>[number];

export const UPCOMING_SCHEDULES_LIMIT = 10;

/** The paths of an item's schedules, for the API and the admin. */
export const schedulePaths = {
  upcoming: '/schedules',
  item: '/schedule/:kind/:id',
  action: '/schedule/:kind/:id/:action',
} as const;

export const scheduleUrl = (kind: string, id: number, action?: ScheduleAction) =>
  `/schedule/${kind}/${id}${action ? `/${action}` : ''}`;
