import type { ExpressionBuilder } from 'kysely';
import type { EntityKind } from '#shared/entities/entities.ts';
import { SCHEDULE_ACTIONS, type Scheduled, type ScheduledWrite } from '#shared/payloads/schedules.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

/** One item's schedule of one action. */
export interface ScheduleKey {
  kind: EntityKind;
  entityId: number;
  action: ScheduledWrite;
}

/** A schedule as the scheduler reads it: of any write it does, a unit's reservation ending among them. */
export type ScheduleRow = Omit<Scheduled, 'kind' | 'action'> & ScheduleKey;

const COLUMNS = ['kind', 'entityId', 'action', 'at', 'scheduledBy', 'scheduledAt', 'failure'] as const;

/** Sets (or moves) an item's schedule of an action; a failure of the earlier one is forgotten. */
export async function setSchedule(db: Db, key: ScheduleKey, at: string, scheduledBy: string, now: string) {
  await db
    .insertInto('schedules')
    .values({ ...key, at, scheduledBy, scheduledAt: now, claimedUntil: null, failure: null })
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'entityId', 'action'])
        .doUpdateSet({ at, scheduledBy, scheduledAt: now, claimedUntil: null, failure: null }),
    )
    .execute();
}

/** Removes an item's schedule of an action; whether there was one. */
export async function removeSchedule(db: Db, key: ScheduleKey): Promise<boolean> {
  const result = await db
    .deleteFrom('schedules')
    .where('kind', '=', key.kind)
    .where('entityId', '=', key.entityId)
    .where('action', '=', key.action)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes every schedule of an item (it was deleted). */
export async function removeItemSchedules(db: Db, kind: string, entityId: number): Promise<void> {
  await db.deleteFrom('schedules').where('kind', '=', kind).where('entityId', '=', entityId).execute();
}

/** An item's scheduled publication and removal. */
export async function itemSchedules(db: Db, kind: string, entityId: number): Promise<Scheduled[]> {
  const rows = await db
    .selectFrom('schedules')
    .select(COLUMNS)
    .where('kind', '=', kind)
    .where('entityId', '=', entityId)
    .where('action', 'in', SCHEDULE_ACTIONS)
    .execute();
  return rows as Scheduled[];
}

/** What publication or removal is scheduled next: those that failed first, then the soonest. */
export async function upcomingSchedules(db: Db, limit: number): Promise<Scheduled[]> {
  const rows = await db
    .selectFrom('schedules')
    .select(COLUMNS)
    .where('action', 'in', SCHEDULE_ACTIONS)
    .orderBy((eb) => eb.case().when('failure', 'is', null).then(1).else(0).end())
    .orderBy('at')
    .orderBy('kind')
    .orderBy('entityId')
    .limit(limit)
    .execute();
  return rows as Scheduled[];
}

/** Due, not refused, and held by no instance (or by one that let its claim lapse, having died). */
const claimableAt = (now: string) => (eb: ExpressionBuilder<Database, 'schedules'>) =>
  eb.and([
    eb('at', '<=', now),
    eb('failure', 'is', null),
    eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]),
  ]);

/** One schedule as it was read: a moved one (another `at`) is another. */
const exactly = ({ kind, entityId, action, at }: ScheduleRow) => ({ kind, entityId, action, at });

/**
 * Claims the schedules claimable at `now`, until `until`: one statement per row, so that of two
 * instances claiming at once one gets it. Returns those this instance got.
 */
export async function claimDue(db: Db, now: string, until: string, limit: number): Promise<ScheduleRow[]> {
  const due = (await db
    .selectFrom('schedules')
    .select(COLUMNS)
    .where(claimableAt(now))
    .orderBy('at')
    .limit(limit)
    .execute()) as ScheduleRow[];
  const claimed: ScheduleRow[] = [];
  for (const row of due) {
    const result = await db
      .updateTable('schedules')
      .set({ claimedUntil: until })
      .where((eb) => eb.and([eb.and(exactly(row)), claimableAt(now)(eb)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(row);
  }
  return claimed;
}

/**
 * Removes a claimed schedule once done, in the transaction that does it: false when it is no longer
 * the one claimed (moved or removed meanwhile), so that the transaction is undone.
 */
export async function finishClaimed(trx: Db, claimed: ScheduleRow, until: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('schedules')
    .where((eb) => eb.and({ ...exactly(claimed), claimedUntil: until }))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Keeps a claimed schedule that could not be done, with why, until it is set again or removed. */
export async function failClaimed(db: Db, claimed: ScheduleRow, until: string, failure: string): Promise<void> {
  await db
    .updateTable('schedules')
    .set({ failure, claimedUntil: null })
    .where((eb) => eb.and({ ...exactly(claimed), claimedUntil: until }))
    .execute();
}
