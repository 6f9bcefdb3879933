import { BUILDING } from '#shared/entities/building.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { matchColumns, UNIT_KEY_COLUMN, type UnitColumnMapping } from '#shared/entities/unit-columns.ts';
import { UNIT_IMPORT_FILE_FIELD, type UnitImportPreview } from '#shared/payloads/unit-import.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { recordWrite } from '../history/record-write.ts';
import { commitWithEvent } from '../outbox/commit-with-event.ts';
import { insertRow, listRows, rowExists } from '../repositories/resource-table.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';
import { findImportMapping, saveImportMapping } from '../repositories/unit-import-mappings.ts';
import { changeOfWrites } from '../resources/change-of.ts';
import { type ImportPlan, planImport, planToken, previewOf } from './import-plan.ts';
import { readSpreadsheet, type Sheet } from './read-spreadsheet.ts';
import { UNIT_PUBLISH } from './unit-rules.ts';
import { unitChangesWriter } from './write-unit-changes.ts';

/** A mapping without the columns `sheet` does not have (a remembered one, of an earlier file). */
const withinSheet = (mapping: UnitColumnMapping, sheet: Sheet): UnitColumnMapping =>
  Object.fromEntries(Object.entries(mapping).filter(([, heading]) => sheet.headings.includes(heading)));

const NOTHING: ImportPlan = { created: [], changed: [], unchanged: 0, refused: [] };

/**
 * A building's units imported from a spreadsheet (docs/decisions/030-spreadsheet-import.md): a
 * preview that writes nothing, and an apply that writes the previewed import as one transaction,
 * with a version and an activity line per unit written and one change event for them all.
 */
export function unitImportService({ db, dispatcher, scheduler }: AppContext) {
  const table = tableOf(UNIT);
  const { changeOf } = changeOfWrites(UNIT, UNIT_PUBLISH);
  const { writeChanges } = unitChangesWriter({ scheduler });

  async function assertBuilding(buildingId: number) {
    const { table: buildings, idColumn } = tableOf(BUILDING);
    if (!(await rowExists(db, buildings, idColumn, buildingId))) throw notFound(BUILDING.noun.one);
  }

  /**
   * The mapping of a preview: the one asked for; else the building's remembered one, the columns
   * it names that the file has, with the other fields matched by the file's headings.
   */
  async function mappingOf(buildingId: number, sheet: Sheet, asked: UnitColumnMapping | undefined) {
    if (asked) return withinSheet(asked, sheet);
    const remembered = withinSheet((await findImportMapping(db, buildingId)) ?? {}, sheet);
    const taken = new Set(Object.values(remembered));
    const matched = Object.entries(matchColumns(sheet.headings)).filter(([, heading]) => !taken.has(heading));
    return { ...Object.fromEntries(matched), ...remembered } as UnitColumnMapping;
  }

  /** What importing `bytes` would do, by `asked` or the mapping the building remembers; writes nothing. */
  async function preview(buildingId: number, bytes: Buffer, asked?: UnitColumnMapping): Promise<UnitImportPreview> {
    await assertBuilding(buildingId);
    const sheet = await readSpreadsheet(bytes);
    const mapping = await mappingOf(buildingId, sheet, asked);
    if (mapping[UNIT_KEY_COLUMN] === undefined) return previewOf(NOTHING, sheet, mapping, [UNIT_KEY_COLUMN]);
    const units = await listRows(db, table, { where: { buildingId } });
    return previewOf(planImport(buildingId, sheet, mapping, units), sheet, mapping, []);
  }

  /** The plan of an apply, refused unless it is the one previewed (its token) and refuses no row. */
  async function checkedPlan(trx: Db, buildingId: number, sheet: Sheet, mapping: UnitColumnMapping, token: string) {
    const units = await listRows(trx, table, { where: { buildingId } });
    const plan = planImport(buildingId, sheet, mapping, units);
    if (planToken(plan, mapping) !== token) {
      const message = 'The units, the file or its columns have changed since the preview: preview the import again.';
      throw new HttpError(409, 'IMPORT_OUTDATED', message);
    }
    if (plan.refused.length > 0) {
      const message = `The file has ${plan.refused.length} refused cells: correct them, then preview the import again.`;
      throw new HttpError(400, 'IMPORT_REFUSED', message, { [UNIT_IMPORT_FILE_FIELD]: message });
    }
    return { plan, before: new Map(units.map((unit) => [Number(unit.unitId), unit])) };
  }

  /** Writes a plan's new and changed units in `trx`, each with its history; answers the tags of them all. */
  async function writePlan(trx: Db, plan: ImportPlan, before: Map<number, Row>, actor: string) {
    const tags = new Set<string>();
    for (const { values } of plan.created) {
      const id = await insertRow(trx, table, values, actor);
      await recordWrite(trx, UNIT, { operation: 'create', id, actor });
      for (const tag of (await changeOf(trx, 'create', id, { after: values })).tags) tags.add(tag);
    }
    for (const tag of await writeChanges(trx, plan.changed, before, actor)) tags.add(tag);
    return [...tags];
  }

  /**
   * Imports `bytes` by `mapping` as previewed (`token`): all its units or none, in one
   * transaction, and one change event, whose pages the publisher compares as a create's (new units
   * have new pages). The mapping is remembered for the building's next import. An import that
   * changes nothing writes no unit and publishes nothing.
   */
  async function apply(buildingId: number, bytes: Buffer, mapping: UnitColumnMapping, token: string, actor: string) {
    await assertBuilding(buildingId);
    const sheet = await readSpreadsheet(bytes);
    const columns = withinSheet(mapping, sheet);
    if (columns[UNIT_KEY_COLUMN] === undefined) {
      throw badRequest({ mapping: 'Choose the column that holds the units’ references: units are matched by them.' });
    }
    const { plan } = await checkedPlan(db, buildingId, sheet, columns, token);
    const counts = { created: plan.created.length, changed: plan.changed.length, unchanged: plan.unchanged };
    if (counts.created + counts.changed === 0) {
      await saveImportMapping(db, buildingId, columns, actor);
      return { counts, eventId: null };
    }
    const { eventId } = await commitWithEvent(db, dispatcher, async (trx) => {
      // Planned again in the write's transaction: what it writes is what the preview showed.
      const checked = await checkedPlan(trx, buildingId, sheet, columns, token);
      const tags = await writePlan(trx, checked.plan, checked.before, actor);
      await saveImportMapping(trx, buildingId, columns, actor);
      return { result: null, change: { kind: UNIT.kind, entityId: buildingId, operation: 'import', tags } };
    });
    return { counts, eventId };
  }

  return { preview, apply };
}
