import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { entityOf } from '#shared/entities/entities.ts';
import {
  ItemScheduleSchema,
  type Scheduled,
  ScheduleInputSchema,
  ScheduleItemParamsSchema,
  ScheduleParamsSchema,
  schedulePaths,
  UPCOMING_SCHEDULES_LIMIT,
  UpcomingSchedulesSchema,
} from '#shared/payloads/schedules.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import { insertActivity } from '../repositories/activity.ts';
import { titlesOf } from '../repositories/item-titles.ts';
import { findRow } from '../repositories/resource-table.ts';
import { itemSchedules, removeSchedule, setSchedule, upcomingSchedules } from '../repositories/schedules.ts';
import { tableOf } from '../repositories/table-shape.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

type ItemParams = z.infer<typeof ScheduleItemParamsSchema>;

/** The item's two schedules, by action. */
async function scheduleOf(db: Db, { kind, id }: ItemParams) {
  const rows = await itemSchedules(db, kind, id);
  const of = (action: Scheduled['action']) => rows.find((row) => row.action === action) ?? null;
  return { publish: of('publish'), unpublish: of('unpublish') };
}

/** The item's titles, for the activity log; 404 when it does not exist. */
async function titlesOfItem(db: Db, { kind, id }: ItemParams) {
  const entity = entityOf(kind);
  if (!(await findRow(db, tableOf(entity), id))) throw notFound(entity.noun.one);
  const [titles] = await titlesOf(db, [{ kind, id }]);
  return titles ?? undefined;
}

/** Refuses a moment past, or one that would take the item off the site before it goes on. */
function assertSchedulable(at: string, action: Scheduled['action'], other: Scheduled | null) {
  if (Date.parse(at) <= Date.now())
    throw new HttpError(400, 'SCHEDULE_IN_PAST', 'Choose a moment in the future.', { at: 'in the past' });
  if (!other) return;
  const [goesOn, goesOff] = action === 'publish' ? [at, other.at] : [other.at, at];
  if (Date.parse(goesOff) <= Date.parse(goesOn))
    throw new HttpError(
      400,
      'SCHEDULE_ORDER',
      `The item is scheduled to go on the site at ${goesOn}: it can be taken off only after that.`,
      { at: 'before the publication' },
    );
}

/**
 * Scheduled publication (docs/decisions/026-scheduled-publication.md), for editors: an item's
 * schedules, set and removed, and what is scheduled next for the dashboard. The scheduler of every
 * instance does them when due (schedules/scheduler.ts).
 */
export function scheduleRoutes(app: App, context: AppContext) {
  const { db, scheduler } = context;

  /**
   * Sets or removes an item's schedule (404 when the item is not there) with its line in the
   * activity log, in one transaction; `at` is the moment set, if one is.
   */
  async function logged(
    request: FastifyRequest,
    activity: 'schedule' | 'unschedule',
    at: string | undefined,
    write: (trx: Db, actor: string) => Promise<void>,
  ) {
    const params = request.params as z.infer<typeof ScheduleParamsSchema>;
    const { kind, id, action } = params;
    const titles = await titlesOfItem(db, params);
    const actor = signedInOf(request).user.username;
    const what = `${action} ${entityOf(kind).noun.one.toLowerCase()} ${id}`;
    await db.transaction().execute(async (trx) => {
      await write(trx, actor);
      await insertActivity(trx, {
        actor,
        action: activity,
        kind,
        entityId: id,
        summary: at ? `Scheduled to ${what} at ${at}` : `Removed the schedule to ${what}`,
        details: { ...(titles && { titles }), scheduleAction: action, ...(at && { scheduledFor: at }) },
      });
    });
  }

  app.get(schedulePaths.upcoming, {
    config: { access: 'editor' },
    schema: {
      tags: ['Admin'],
      summary: 'What is scheduled next, soonest first (those that could not be done first of all), with titles',
      response: { 200: UpcomingSchedulesSchema, ...ADMIN_ERRORS },
    },
    handler: async () => {
      const rows = await upcomingSchedules(db, UPCOMING_SCHEDULES_LIMIT);
      const titles = await titlesOf(
        db,
        rows.map(({ kind, entityId }) => ({ kind, id: entityId })),
      );
      return rows.map((row, at) => ({ ...row, titles: titles[at] ?? null }));
    },
  });

  app.get(schedulePaths.item, {
    config: { access: 'editor' },
    schema: {
      tags: ['Admin'],
      summary: "An item's scheduled publication and removal, each null when not set",
      params: ScheduleItemParamsSchema,
      response: { 200: ItemScheduleSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      await titlesOfItem(db, request.params);
      return scheduleOf(db, request.params);
    },
  });

  app.put(schedulePaths.action, {
    config: { access: 'editor' },
    schema: {
      tags: ['Admin'],
      summary:
        'Schedule an item to be published (a draft, or its unpublished changes) or taken back to a draft at a moment',
      description: 'Replaces the item’s earlier schedule of that action. The moment must be in the future.',
      params: ScheduleParamsSchema,
      body: ScheduleInputSchema,
      response: { 200: ItemScheduleSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const { kind, id, action } = request.params;
      const at = new Date(request.body.at).toISOString();
      const current = await scheduleOf(db, request.params);
      await logged(request, 'schedule', at, (trx, actor) => {
        assertSchedulable(at, action, current[action === 'publish' ? 'unpublish' : 'publish']);
        return setSchedule(trx, { kind, entityId: id, action }, at, actor, new Date().toISOString());
      });
      scheduler.wake(at);
      return scheduleOf(db, request.params);
    },
  });

  app.delete(schedulePaths.action, {
    config: { access: 'editor' },
    schema: {
      tags: ['Admin'],
      summary: "Remove an item's scheduled publication or removal",
      params: ScheduleParamsSchema,
      response: { 200: ItemScheduleSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const { kind, id, action } = request.params;
      await logged(request, 'unschedule', undefined, async (trx) => {
        if (!(await removeSchedule(trx, { kind, entityId: id, action })))
          throw notFound(`A scheduled ${action === 'publish' ? 'publication' : 'removal'}`);
      });
      return scheduleOf(db, request.params);
    },
  });
}
