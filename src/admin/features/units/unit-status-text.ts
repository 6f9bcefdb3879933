import { textIn } from '#admin/i18n/admin-language.ts';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import { type BulkOutcome, summaryOf } from '#admin/resources/lists/bulk-summary.ts';
import type { UnitStatus } from '#shared/domain-values.ts';
import type { Language } from '#shared/i18n/languages.ts';

/**
 * What the admin is told when a unit's status was not changed, in `language`: that someone saved it
 * since the list was shown, who and when (a 412), or why not.
 */
export function statusRefusal(reference: string, error: unknown, language: Language): string {
  const t = textIn(language);
  if (error instanceof ApiRequestError && error.status === 412) {
    const at = error.conflict?.changedAt;
    return t.units.savedMeanwhile(reference, error.conflict?.changedBy ?? null, at ? tiranaTime(at, language) : null);
  }
  const why = error instanceof ApiRequestError && error.status === 404 ? t.common.notFound : t.common.changeFailed;
  return t.units.notChanged(reference, why);
}

/** Why one unit of a bulk status change was refused, in `language`. */
export function bulkStatusRefusal(error: unknown, language: Language): string {
  const t = textIn(language);
  if (error instanceof ApiRequestError && error.status === 412)
    return t.units.bulkSavedSince(error.conflict?.changedBy ?? null);
  if (error instanceof ApiRequestError && error.status === 404) return t.common.notFound;
  return t.common.changeFailed;
}

/** What a bulk status change says when it is over: how many units were marked, and each that was not, with why. */
export function statusSummary(outcomes: BulkOutcome[], status: UnitStatus, language: Language) {
  const words = textIn(language).units;
  return summaryOf(outcomes, {
    done: (count) => words.bulkDone(count, status),
    kept: words.bulkKept,
    none: words.bulkNone,
  });
}
