import type { z } from 'zod';
import { type UnitInput, UnitInputSchema } from '#shared/entities/unit.ts';
import { inputOfCell, unknownDirection } from '#shared/entities/unit-cell-words.ts';
import { UNIT_COLUMN_FIELDS, type UnitColumnField } from '#shared/entities/unit-columns.ts';
import type { UnitImportRefusal } from '#shared/payloads/unit-import.ts';

/** One row's cells of the mapped fields, as the file has them. */
export type RowCells = Partial<Record<UnitColumnField, string>>;

type Issue = z.core.$ZodIssue;
type Reason = Pick<UnitImportRefusal, 'reason' | 'limit' | 'inclusive'>;

const reason = (name: UnitImportRefusal['reason'], limit: number | null = null, inclusive = true): Reason => ({
  reason: name,
  limit,
  inclusive,
});

/**
 * Why the schema refused a cell, in the import's terms. A value the unit may lack is a union of
 * none and the value: its refusal is the value's. An empty cell refused is a required one.
 */
function reasonOf(issue: Issue, empty: boolean): Reason {
  switch (issue.code) {
    case 'invalid_union': {
      const inner = issue.errors.at(-1)?.[0];
      return inner ? reasonOf(inner, empty) : reason('unknownValue');
    }
    case 'invalid_type':
      if (empty) return reason('required');
      return issue.expected === 'int' ? reason('notWholeNumber') : reason('notNumber');
    case 'too_small':
      if (issue.origin === 'string') return reason('required');
      return reason('tooSmall', Number(issue.minimum), issue.inclusive ?? true);
    case 'too_big':
      return issue.origin === 'string'
        ? reason('tooLong', Number(issue.maximum))
        : reason('tooLarge', Number(issue.maximum));
    case 'invalid_format':
      return reason('badRooms');
    default:
      return empty ? reason('required') : reason('unknownValue');
  }
}

const isColumnField = (field: unknown): field is UnitColumnField =>
  (UNIT_COLUMN_FIELDS as readonly unknown[]).includes(field);

/**
 * A row's unit as the schema reads it: `base` (a unit's current fields, or none for a new one)
 * with the row's cells over it, each cell's words read as their values (unit-cell-words.ts). Gives
 * the unit, or each refused cell's refusal; a field no column holds is refused as an empty cell.
 */
export function parseRow(
  row: number,
  cells: RowCells,
  base: Record<string, unknown>,
): { unit: UnitInput; refusals: [] } | { unit: null; refusals: UnitImportRefusal[] } {
  const inputs = Object.fromEntries(
    Object.entries(cells).map(([field, text]) => [field, inputOfCell(field as UnitColumnField, text)]),
  );
  const parsed = UnitInputSchema.safeParse({ ...base, ...inputs });
  if (parsed.success) return { unit: parsed.data, refusals: [] };
  const refusals = parsed.error.issues.flatMap((issue): UnitImportRefusal[] => {
    const field = issue.path[0];
    if (!isColumnField(field)) return [];
    const value = cells[field] ?? '';
    const shown = field === 'orientation' ? (unknownDirection(value) ?? value) : value;
    return [{ row, field, value: shown, ...reasonOf(issue, value === ''), firstRow: null }];
  });
  if (refusals.length === 0) throw new Error(`Row ${row} refused outside its cells: ${parsed.error.message}`);
  return { unit: null, refusals };
}
