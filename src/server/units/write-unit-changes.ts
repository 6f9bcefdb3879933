import { UNIT } from '#shared/entities/unit.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { recordWrite } from '../history/record-write.ts';
import { findRow, updateRow } from '../repositories/resource-table.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';
import { changeOfWrites } from '../resources/change-of.ts';
import { editConflict } from '../resources/versions.ts';
import { keepLapseInStep, reservationOf } from './reservation-lapse.ts';
import { UNIT_PUBLISH } from './unit-rules.ts';

/** A unit to change, from the version a plan read, with the fields it changes. */
export interface UnitChange {
  unitId: number;
  version: number;
  values: Row;
}

/**
 * Writes many units' changes in one transaction, as an import or a bulk change does: each from the
 * version its plan read (a unit saved since refuses the whole write), with its history entry, its
 * reservation's lapse kept in step (a unit no longer reserved keeps none), and the publish tags of
 * them all, for one change event.
 */
export function unitChangesWriter({ scheduler }: { scheduler: { wake(at: string): void } }) {
  const table = tableOf(UNIT);
  const { changeOf } = changeOfWrites(UNIT, UNIT_PUBLISH);
  const keepLapse = keepLapseInStep(scheduler);

  /** Writes `changes` in `trx` (`before`: each unit's row as the plan read it); answers their tags. */
  async function writeChanges(
    trx: Db,
    changes: readonly UnitChange[],
    before: ReadonlyMap<number, Row>,
    actor: string,
  ): Promise<string[]> {
    const tags = new Set<string>();
    for (const { unitId, version, values: asked } of changes) {
      const current = before.get(unitId) as Row;
      const values = { ...asked, ...reservationOf({ ...current, ...asked }) };
      if (!(await updateRow(trx, table, unitId, values, version, actor))) {
        const now = await findRow(trx, table, unitId);
        throw now ? editConflict(UNIT.noun.one, now) : notFound(UNIT.noun.one);
      }
      await recordWrite(trx, UNIT, { operation: 'update', id: unitId, actor, before: current });
      const after = { ...current, ...values };
      await keepLapse(trx, { id: unitId, before: current, after, actor });
      for (const tag of (await changeOf(trx, 'update', unitId, { before: current, after })).tags) tags.add(tag);
    }
    return [...tags];
  }

  return { writeChanges };
}
