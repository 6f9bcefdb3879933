import { createHash } from 'node:crypto';
import { MAX_UNIT_PRICE_EUR } from '#shared/constants.ts';
import { UNIT } from '#shared/entities/unit.ts';
import type { UnitBulkChange, UnitBulkInput, UnitBulkPreview } from '#shared/payloads/unit-bulk.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import { commitWithEvent } from '../outbox/commit-with-event.ts';
import type { Row } from '../repositories/table-shape.ts';
import { type UnitChange, unitChangesWriter } from './write-unit-changes.ts';

type PreviewedUnit = UnitBulkPreview['units'][number];
type BulkFields = PreviewedUnit['before'];

const REFUSALS = {
  priceBelowZero: 'The new price would be below € 0.',
  priceTooHigh: `The new price would be above € ${MAX_UNIT_PRICE_EUR.toLocaleString('en')}.`,
} as const;

/** A price after `change`: by a percentage, rounded to whole euros, or by an amount; none stays none. */
function priceAfter(price: number | null, change: UnitBulkChange['price']): number | null {
  if (price === null || !change) return price;
  return change.by === 'percent' ? Math.round(price * (1 + change.value / 100)) : price + change.value;
}

/** A unit before and after `change`, and why it cannot be changed so. */
function planUnit(row: Row, change: UnitBulkChange): PreviewedUnit {
  const before: BulkFields = {
    status: row.status as BulkFields['status'],
    price: row.price === null ? null : Number(row.price),
    priceDisplay: row.priceDisplay as BulkFields['priceDisplay'],
  };
  const after: BulkFields = {
    status: change.status ?? before.status,
    price: priceAfter(before.price, change.price),
    priceDisplay: change.priceDisplay ?? before.priceDisplay,
  };
  const refusalCode =
    after.price !== null && after.price < 0
      ? 'priceBelowZero'
      : after.price !== null && after.price > MAX_UNIT_PRICE_EUR
        ? 'priceTooHigh'
        : null;
  return {
    unitId: Number(row.unitId),
    reference: String(row.reference),
    buildingId: Number(row.buildingId),
    before,
    after,
    changes: (Object.keys(after) as (keyof BulkFields)[]).some((field) => after[field] !== before[field]),
    refusal: refusalCode && REFUSALS[refusalCode],
    refusalCode,
  };
}

/**
 * Many units changed at once (issue 40, point 2; docs/decisions/029-units-for-sale.md): a preview
 * of each unit before and after that writes nothing, and an apply of what was previewed as one
 * transaction, with a history entry per unit changed and one publish of them all.
 */
export function unitBulkService(context: AppContext) {
  const { db, dispatcher } = context;
  const { writeChanges } = unitChangesWriter(context);

  /** The units of `input` as they are in `trx`, each planned; refused (404) when one is gone. */
  async function planOf(trx: Db, { unitIds, change }: UnitBulkInput) {
    const ids = [...new Set(unitIds)];
    const rows = (await trx.selectFrom('units').selectAll().where('unitId', 'in', ids).execute()) as Row[];
    if (rows.length < ids.length) throw notFound(UNIT.noun.many);
    const byId = new Map(rows.map((row) => [Number(row.unitId), row]));
    const units = ids.map((id) => planUnit(byId.get(id) as Row, change));
    // What the apply must find again: each unit's version and what it becomes.
    const token = createHash('sha256')
      .update(JSON.stringify([change, units.map((unit) => [unit.unitId, byId.get(unit.unitId)?.version, unit.after])]))
      .digest('base64url');
    return { units, byId, token };
  }

  const previewOf = ({ units, token }: Awaited<ReturnType<typeof planOf>>): UnitBulkPreview => ({
    units,
    changed: units.filter((unit) => unit.changes && !unit.refusal).length,
    unchanged: units.filter((unit) => !unit.changes).length,
    refused: units.filter((unit) => unit.refusal).length,
    token,
  });

  /** What the change would do to each unit; writes nothing. */
  async function preview(input: UnitBulkInput): Promise<UnitBulkPreview> {
    return previewOf(await planOf(db, input));
  }

  /**
   * Writes the previewed change (`token`): every unit it changes or none, planned again in the
   * write's transaction and refused (409) if that differs from the preview, or (400) while a unit
   * is refused. A change that changes nothing writes and publishes nothing.
   */
  async function apply(input: UnitBulkInput & { token: string }, actor: string) {
    /** The changes the preview showed, planned again in `db`; refused when they differ or a unit is refused. */
    const checkedChanges = async (trx: Db) => {
      const plan = await planOf(trx, input);
      if (plan.token !== input.token) {
        const message = 'Some of the units have changed since the preview: preview the change again.';
        throw new HttpError(409, 'BULK_OUTDATED', message);
      }
      const counts = previewOf(plan);
      if (counts.refused > 0) {
        throw new HttpError(
          400,
          'BULK_REFUSED',
          `${counts.refused} of the units cannot be changed so: see the preview.`,
        );
      }
      const changes: UnitChange[] = plan.units
        .filter((unit) => unit.changes)
        .map(({ unitId, before, after }) => ({
          unitId,
          version: Number(plan.byId.get(unitId)?.version),
          values: Object.fromEntries(
            (Object.keys(after) as (keyof BulkFields)[])
              .filter((field) => after[field] !== before[field])
              .map((field) => [field, after[field]]),
          ),
        }));
      return { changes, byId: plan.byId, result: { changed: counts.changed, unchanged: counts.unchanged } };
    };
    // Checked before the transaction too, so that a change that changes nothing records no event.
    const checked = await checkedChanges(db);
    if (checked.changes.length === 0) return { result: checked.result, eventId: null };
    return commitWithEvent(db, dispatcher, async (trx) => {
      const { changes, byId, result } = await checkedChanges(trx);
      const tags = await writeChanges(trx, changes, byId, actor);
      const first = changes[0] as UnitChange;
      return { result, change: { kind: UNIT.kind, entityId: first.unitId, operation: 'update', tags } };
    });
  }

  return { preview, apply };
}
