import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { runningList } from '#admin/lib/running-list.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { EntityKind } from '#shared/entities/entities.ts';
import { usePresence } from './use-presence.ts';

/** A moment as its Tirana clock time when it is today there, else with its date. */
function since(iso: string, language: Parameters<typeof tiranaTime>[1]) {
  const [day, time] = tiranaTime(iso, language).split(', ');
  const [today] = tiranaTime(new Date().toISOString(), language).split(', ');
  return day === today ? (time ?? '') : `${day}, ${time}`;
}

/**
 * Says, above an item's form, which other accounts have it open and since when, before anyone
 * saves; the check of every save against the version it was made from (412) stays the safety net.
 */
export default function EditingNow({ kind, id, item }: { kind: EntityKind; id: number; item: string }) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const others = usePresence(kind, id);
  if (others.length === 0) return null;
  const people = others.map((other) => t.presence.person(other.username, since(other.since, language)));
  return (
    <p className="admin-alert presence-notice" role="status">
      {t.presence.others(runningList(people, t.common.and), others.length > 1, item)} {t.presence.saveFirst}
    </p>
  );
}
