import { type EntityKind, entityOf } from '#shared/entities/entities.ts';
import type { TrashEntry } from '#shared/schemas/trash.ts';
import { DAY_MS } from '#shared/constants.ts';

const adminOf = (kind: EntityKind) => entityOf(kind).admin;

/** A kind as the admin's dashboard names it: "Project", "Gallery image". */
export const kindLabel = (kind: EntityKind) => adminOf(kind).one;

/** What went with an item, in words: "3 gallery images", "1 sales catalog"; '' for nothing. */
export const dependantsText = (dependants: TrashEntry['dependants']) =>
  dependants
    .map(({ kind, count }) => {
      const admin = adminOf(kind);
      return `${count} ${count === 1 ? admin.lower : admin.many.toLowerCase()}`;
    })
    .join(', ');

/**
 * How long an entry stays restorable, in words, counting a day begun as a day: "12 days left",
 * "1 day left", and "last day" once it is due, as the daily purge takes it within a day.
 */
export function daysLeftText(purgeAt: string, now: Date): string {
  const days = Math.ceil((Date.parse(purgeAt) - now.getTime()) / DAY_MS);
  if (days <= 0) return 'last day';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}
