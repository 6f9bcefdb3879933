import { COMPANY_TIME_ZONE } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { $adminLanguage } from '../i18n/admin-language.ts';

/**
 * The months as each language abbreviates them (CLDR's `sq` and `en-GB`), written here rather than
 * asked of the browser: a browser built with a small ICU (Debian's Chromium) has no Albanian and
 * would write an Albanian screen's dates in American English.
 */
const MONTHS: Record<Language, readonly string[]> = {
  sq: ['jan', 'shk', 'mar', 'pri', 'maj', 'qer', 'korr', 'gush', 'sht', 'tet', 'nën', 'dhj'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

// The parts only, as numbers, which every browser's time zone data gives in any locale.
const TIRANA_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment in Tirana's time, as the admin reads it in its language, on a 24-hour clock: "1 Jun
 * 2026, 12:05", "1 qer 2026, 12:05"; with `seconds`, "1 qer 2026, 12:05:09".
 */
export function tiranaTime(
  iso: string,
  language: Language = $adminLanguage.get(),
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const parts = Object.fromEntries(
    TIRANA_PARTS.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  const time = `${parts.hour}:${parts.minute}${seconds ? `:${parts.second}` : ''}`;
  return `${Number(parts.day)} ${MONTHS[language][Number(parts.month) - 1]} ${parts.year}, ${time}`;
}
