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
  const parts = tiranaParts(iso);
  const time = `${parts.hour}:${parts.minute}${seconds ? `:${parts.second}` : ''}`;
  return `${dayOf(parts, language)}, ${time}`;
}

/** The day of a moment in Tirana, as the admin reads it in its language: "3 Nov 2026", "3 nën 2026". */
export const tiranaDay = (iso: string, language: Language = $adminLanguage.get()) => dayOf(tiranaParts(iso), language);

const tiranaParts = (iso: string) =>
  Object.fromEntries(TIRANA_PARTS.formatToParts(new Date(iso)).map(({ type, value }) => [type, value])) as Record<
    Intl.DateTimeFormatPartTypes,
    string
  >;

const dayOf = (parts: Record<Intl.DateTimeFormatPartTypes, string>, language: Language) =>
  `${Number(parts.day)} ${MONTHS[language][Number(parts.month) - 1]} ${parts.year}`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall-clock time in Tirana at `epochMs`, as milliseconds of a UTC date with the same figures. */
function tiranaWallClockMs(epochMs: number): number {
  const parts = Object.fromEntries(
    TIRANA_PARTS.formatToParts(new Date(epochMs)).map(({ type, value }) => [type, Number(value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** A moment as a date-and-time field shows it in Tirana's time: "2026-12-24T09:30". */
export function tiranaInputValue(iso: string): string {
  const wall = new Date(tiranaWallClockMs(Date.parse(iso)));
  return `${wall.getUTCFullYear()}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}T${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`;
}

/**
 * The moment (ISO 8601, UTC) a date-and-time field's "2026-12-24T09:30" names in Tirana's time,
 * whatever the browser's own time zone; null for an empty or malformed value. A time the clocks
 * skip in spring is taken an hour later, as the clocks read it; one they pass twice in autumn,
 * the first time.
 */
export function fromTiranaInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Tirana is UTC+1 or UTC+2: of the two candidates, the earliest whose Tirana clock reads `wall`.
  for (const offsetHours of [2, 1]) {
    const candidate = wall - offsetHours * 3_600_000;
    if (tiranaWallClockMs(candidate) === wall) return new Date(candidate).toISOString();
  }
  return new Date(wall - 3_600_000).toISOString();
}
