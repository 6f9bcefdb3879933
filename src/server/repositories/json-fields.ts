import type { Entity } from '#shared/entities/define-entity.ts';
import type { Row } from './table-shape.ts';

const isEmpty = (value: unknown) =>
  value === null || (Array.isArray(value) ? value.length === 0 : Object.keys(value as object).length === 0);

/**
 * A JSON field's column (the descriptor's `json`): its checked value as JSON text, null when it is
 * empty, so that equal values are equal text and a form saved unchanged changes nothing. A value
 * that is text already is a column's (a restore, a publish of saved changes) and stays as it is.
 */
export const jsonColumn = (value: unknown): string | null =>
  typeof value === 'string' ? value : isEmpty(value) ? null : JSON.stringify(value);

/**
 * A row with its JSON fields as their values (an empty list for a column without one), and its
 * yes-or-no fields (the descriptor's `flags`, kept as 0 or 1) as booleans.
 */
export function withJsonFields(row: Row, entity: Entity): Row {
  if (!entity.json && !entity.flags) return row;
  const result = { ...row };
  for (const flag of entity.flags ?? []) if (flag in row) result[flag] = Boolean(row[flag]);
  for (const field of entity.json ?? []) {
    const column = row[field];
    result[field] = typeof column === 'string' ? JSON.parse(column) : [];
  }
  return result;
}
