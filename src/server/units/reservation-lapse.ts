import { UNIT } from '#shared/entities/unit.ts';
import { RESERVATION_LAPSE } from '#shared/payloads/schedules.ts';
import type { Db } from '../db/database.ts';
import { findRow } from '../repositories/resource-table.ts';
import { removeSchedule, setSchedule } from '../repositories/schedules.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';
import type { ItemWritten, ResourceService } from '../resources/resource-service.ts';
import type { ScheduledRun } from '../schedules/scheduler.ts';

/**
 * A unit's reservation that ends by itself (docs/decisions/029-units-for-sale.md): the unit's row
 * holds the end and the note, and a row of `schedules` (RESERVATION_LAPSE), kept in step with it by
 * every write of the unit, has the scheduler of decision 026 return it to available then.
 */

/** What a unit keeps of a reservation once it is no longer reserved: nothing. */
export const NO_RESERVATION = { reservedUntil: null, reservationNote: '' } as const;

/** When the unit's reservation ends by itself: null when it is not reserved, or reserved without an end. */
export const lapseOf = (row: Row | undefined): string | null =>
  row?.status === 'reserved' && typeof row.reservedUntil === 'string' ? row.reservedUntil : null;

/** The values that follow from a unit's status (ServerRules' `follows`): a unit not reserved keeps no reservation. */
export const reservationOf = (row: Row): Row => (row.status === 'reserved' ? {} : NO_RESERVATION);

/**
 * Keeps the unit's lapse in step with its row (ServerRules' `written`), in the write's transaction:
 * set or moved to its reservation's end, in the name of who set it; removed once it is sold, made
 * available, or reserved without an end. A write that leaves the end as it was leaves the lapse be.
 */
export function keepLapseInStep(scheduler: { wake(at: string): void }) {
  return async (trx: Db, { id, before, after, actor }: ItemWritten) => {
    const until = lapseOf(after);
    if (until === lapseOf(before)) return;
    const key = { kind: UNIT.kind, entityId: id, action: RESERVATION_LAPSE } as const;
    if (until === null) {
      await removeSchedule(trx, key);
      return;
    }
    await setSchedule(trx, key, until, actor, new Date().toISOString());
    scheduler.wake(until);
  };
}

/**
 * Returns a unit to available when its reservation ends, as an update by who reserved it: its
 * history, its activity line and its publish say so, and when it was due. Nothing when it is no
 * longer reserved until that moment (a write since moved or removed the lapse, and the scheduler
 * then drops it).
 */
export function lapseRunOf(units: ResourceService, db: Db): ScheduledRun {
  return async (claimed, within) => {
    if (claimed.action !== RESERVATION_LAPSE) return 'nothing';
    if (lapseOf(await findRow(db, tableOf(UNIT), claimed.entityId)) !== claimed.at) return 'nothing';
    await units.update(
      claimed.entityId,
      { status: 'available' },
      { actor: claimed.scheduledBy, accepted: null, publication: RESERVATION_LAPSE, scheduledFor: claimed.at, within },
    );
    return 'written';
  };
}
