import { textIn } from '#admin/i18n/admin-language.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ItemVersion } from '#shared/payloads/history.ts';

/** What made a version, and who: "Restored version 1 by mira", "Created by an unrecorded account". */
export function madeBy({ operation, restoredFrom, actor }: ItemVersion, language: Language = 'en'): string {
  const words = textIn(language).history;
  const done =
    operation === 'restore' && restoredFrom !== null ? words.restoredFrom(restoredFrom) : words.done[operation];
  return words.by(done, actor);
}

/** The number of the version an item's ETag names ('"3"' → 3); null without one. */
export const versionOfEtag = (etag: string | null) => (etag === null ? null : Number(etag.replaceAll('"', '')));
