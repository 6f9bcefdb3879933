import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import type { Row } from '../repositories/resource-table.ts';

/**
 * Versions of editable items as HTTP sees them: a single read answers its item's version as a
 * strong ETag; an update or delete may name the version it was made from in If-Match, and is
 * refused with 412 when the item has moved on. A request without If-Match changes the item
 * whatever its version (the SPEC's own client sends none).
 */

export const etagOf = (version: unknown) => `"${Number(version)}"`;

/** The versions an If-Match header accepts; null when it sets no condition (absent, or `*`). */
export function acceptedVersions(request: FastifyRequest): string[] | null {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return null;
  // Weak tags never match: If-Match compares strongly (RFC 9110, 13.1.1).
  return header.split(',').map((tag) => tag.trim());
}

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
