import { COMPANY_TIME_ZONE } from '#shared/constants.ts';
import { LOCALES } from '#shared/i18n/formats.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { $adminLanguage } from '../i18n/admin-language.ts';

const TIME_FORMATS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: COMPANY_TIME_ZONE,
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** A moment in Tirana's time, as the admin reads it in its language: "1 Jun 2026, 12:05", "1 qer 2026, 12:05". */
export const tiranaTime = (iso: string, language: Language = $adminLanguage.get()) =>
  TIME_FORMATS[language].format(new Date(iso));
