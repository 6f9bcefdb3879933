import { createHash } from 'node:crypto';
import { UNIT_TYPES_BY_CATEGORY } from '#shared/domain-values.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import type { UnitInput } from '#shared/entities/unit.ts';
import { inputOfCell } from '#shared/entities/unit-cell-words.ts';
import { UNIT_COLUMN_FIELDS, type UnitColumnField, type UnitColumnMapping } from '#shared/entities/unit-columns.ts';
import type { UnitFieldChange, UnitImportPreview, UnitImportRefusal } from '#shared/payloads/unit-import.ts';
import type { Row } from '../repositories/table-shape.ts';
import type { Sheet } from './read-spreadsheet.ts';
import { parseRow, type RowCells } from './unit-cells.ts';

/** The sales category of each type of unit: a spreadsheet names the type, the category follows. */
const CATEGORY_OF_TYPE = new Map<string, number>([
  ...UNIT_TYPES_BY_CATEGORY.apartments.map((type) => [type, CATEGORY_APARTMENT_ID] as const),
  ...UNIT_TYPES_BY_CATEGORY.serviceUnits.map((type) => [type, CATEGORY_SERVICE_UNIT_ID] as const),
  ...UNIT_TYPES_BY_CATEGORY.carPosts.map((type) => [type, CATEGORY_CAR_POST_ID] as const),
]);

/** What an import would write: each new unit's fields, each changed unit's changed columns and the version it changes from. */
export interface ImportPlan {
  created: { row: number; reference: string; values: Row }[];
  changed: {
    row: number;
    unitId: number;
    version: number;
    reference: string;
    values: Row;
    changes: UnitFieldChange[];
  }[];
  unchanged: number;
  refused: UnitImportRefusal[];
}

/** The fields of a unit that a spreadsheet holds, with its building and category: the schema's input, and a new unit's columns. */
const inputOfRow = (unit: Row | UnitInput): Row =>
  Object.fromEntries(
    ['buildingId', 'salesCategoryId', ...UNIT_COLUMN_FIELDS].map((field) => [field, (unit as Row)[field]]),
  );

/** A row's cells of the fields `mapping` gives a column of the file. */
function cellsOf(sheet: Sheet, mapping: UnitColumnMapping) {
  const columns = UNIT_COLUMN_FIELDS.flatMap((field) => {
    const at = mapping[field] === undefined ? -1 : sheet.headings.indexOf(mapping[field]);
    return at === -1 ? [] : [[field, at] as const];
  });
  return (cells: string[]): RowCells => Object.fromEntries(columns.map(([field, at]) => [field, cells[at] ?? '']));
}

/** The columns a write changes of `unit`, with the preview's field by field changes. */
function changesOf(unit: Row, parsed: UnitInput, fields: UnitColumnField[]) {
  const values: Row = {};
  const changes: UnitFieldChange[] = [];
  for (const field of fields) {
    const [before, after] = [unit[field] ?? null, parsed[field] ?? null] as [
      UnitFieldChange['before'],
      UnitFieldChange['after'],
    ];
    if (before === after) continue;
    values[field] = after;
    changes.push({ field, before, after });
  }
  if (changes.length > 0 && parsed.salesCategoryId !== unit.salesCategoryId)
    values.salesCategoryId = parsed.salesCategoryId;
  return { values, changes };
}

/**
 * What importing `sheet` into building `buildingId`, whose units are `units`, would do, by the
 * columns of `mapping`: each row's unit matched by its reference, new or changed in the mapped
 * fields only, or unchanged; a row refused, cell by cell, when a cell is wrong or its reference
 * was on an earlier row. A new unit's fields no column holds take the schema's defaults.
 */
export function planImport(buildingId: number, sheet: Sheet, mapping: UnitColumnMapping, units: Row[]): ImportPlan {
  const byReference = new Map(units.map((unit) => [String(unit.reference), unit]));
  const readCells = cellsOf(sheet, mapping);
  const mapped = UNIT_COLUMN_FIELDS.filter((field) => field in readCells(sheet.headings));
  const plan: ImportPlan = { created: [], changed: [], unchanged: 0, refused: [] };
  const firstRows = new Map<string, number>();
  for (const { row, cells: text } of sheet.rows) {
    const cells = readCells(text);
    const reference = (cells.reference ?? '').trim();
    const firstRow = firstRows.get(reference);
    if (reference !== '' && firstRow !== undefined) {
      const refusal = { row, field: 'reference', value: reference, reason: 'duplicateReference' } as const;
      plan.refused.push({ ...refusal, limit: null, inclusive: true, firstRow });
      continue;
    }
    firstRows.set(reference, row);
    const unit = byReference.get(reference);
    const type =
      cells.unitType === undefined ? undefined : CATEGORY_OF_TYPE.get(inputOfCell('unitType', cells.unitType));
    // A type the row does not give, or gives wrong (refused for it), leaves the category as it is.
    const salesCategoryId = type ?? unit?.salesCategoryId ?? CATEGORY_APARTMENT_ID;
    const base = { ...(unit ? inputOfRow(unit) : {}), buildingId, salesCategoryId };
    const parsed = parseRow(row, cells, base);
    if (!parsed.unit) {
      plan.refused.push(...parsed.refusals);
      continue;
    }
    if (!unit) {
      plan.created.push({ row, reference, values: inputOfRow(parsed.unit) });
      continue;
    }
    const { values, changes } = changesOf(unit, parsed.unit, mapped);
    if (changes.length === 0) plan.unchanged += 1;
    else
      plan.changed.push({
        row,
        reference,
        unitId: Number(unit.unitId),
        version: Number(unit.version),
        values,
        changes,
      });
  }
  return plan;
}

/**
 * What a preview gives the apply to send back: a digest of the mapping and of everything the plan
 * would write, with the version of each unit it changes. An apply whose plan, made again in its
 * transaction, has another digest is refused: a unit changed or added since the preview is not
 * overwritten unseen.
 */
export function planToken(plan: ImportPlan, mapping: UnitColumnMapping): string {
  const written = {
    mapping: UNIT_COLUMN_FIELDS.map((field) => mapping[field] ?? null),
    created: plan.created.map(({ reference, values }) => [reference, values]),
    changed: plan.changed.map(({ unitId, version, values }) => [unitId, version, values]),
    unchanged: plan.unchanged,
    refused: plan.refused.length,
  };
  return createHash('sha256').update(JSON.stringify(written)).digest('base64url');
}

/** A plan as the admin's preview shows it. */
export const previewOf = (
  plan: ImportPlan,
  sheet: Sheet,
  mapping: UnitColumnMapping,
  missing: UnitColumnField[],
): UnitImportPreview => ({
  columns: sheet.headings,
  mapping,
  rows: sheet.rows.length,
  missing,
  created: plan.created.map(({ row, reference }) => ({ row, reference })),
  changed: plan.changed.map(({ row, unitId, reference, changes }) => ({ row, unitId, reference, changes })),
  unchanged: plan.unchanged,
  refused: plan.refused,
  token: planToken(plan, mapping),
});
