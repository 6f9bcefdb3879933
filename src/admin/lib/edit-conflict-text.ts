import type { EditConflict } from '#shared/schemas/common.ts';

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** “Mira saved it on 25 Nov 2026, 14:02, after you opened it.”, in plain words from a 412. */
export function savedSince(conflict: Pick<EditConflict, 'changedBy' | 'changedAt'> | null): string {
  const who = conflict?.changedBy ?? 'Someone else';
  const when = conflict?.changedAt ? ` on ${TIME.format(new Date(conflict.changedAt))}` : '';
  return `${who} saved it${when}, after you opened it.`;
}
