import { HttpError } from '../errors.ts';
import type { Row } from '../repositories/table-shape.ts';

/**
 * Versions of editable items: a single read answers its item's version as a strong ETag; an update
 * or delete may name the versions it was made from (routes/edit-versions.ts reads them from
 * If-Match), and is refused with 412 when the item has moved on. A write that names none changes
 * the item whatever its version (the contract's own client sends none).
 */

export const etagOf = (version: unknown) => `"${Number(version)}"`;

/** Refuses the write unless `current` (a row with its version) is one `accepted` names. */
export function assertVersion(label: string, current: Row, accepted: string[] | null): void {
  if (accepted === null || accepted.includes(etagOf(current.version))) return;
  throw editConflict(label, current);
}

/** The 412 of a write made from an older version: who saved the current one, and when. */
export function editConflict(label: string, current: Row): HttpError {
  const changedBy = (current.updatedBy as string | null) ?? null;
  const changedAt = (current.updatedAt as string | null) ?? null;
  const who = changedBy ? ` by ${changedBy}` : '';
  const when = changedAt ? ` at ${changedAt}` : '';
  return new HttpError(
    412,
    'EDIT_CONFLICT',
    `${label} was saved${who}${when}, after the version this change was made from. Nothing was changed.`,
    undefined,
    { ETag: etagOf(current.version) },
    { changedBy, changedAt },
  );
}
