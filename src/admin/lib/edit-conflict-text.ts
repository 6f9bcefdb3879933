import type { EditConflict } from '#shared/schemas/common.ts';
import { type AdminText, EN } from '../i18n/en.ts';
import { tiranaTime } from './tirana-time.ts';

/** “Mira saved it on 25 Nov 2026, 14:02, after you opened it.”, in plain words from a 412. */
export function savedSince(conflict: Pick<EditConflict, 'changedBy' | 'changedAt'> | null, t: AdminText = EN): string {
  const when = conflict?.changedAt ? tiranaTime(conflict.changedAt, t.language) : null;
  return t.form.conflict.savedSince(conflict?.changedBy ?? null, when);
}
