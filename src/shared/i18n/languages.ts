/** The site's languages: Albanian first (unprefixed paths), English under /en/. */
export const LANGUAGES = ['sq', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sq';

/** The localStorage key that keeps the visitor's choice (docs/product.md#what-it-does-and-for-whom). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language => value === 'sq' || value === 'en';

/**
 * Reads the stored choice: "sq" or "en", or the older boolean form where true means Albanian.
 * Null when nothing usable is stored.
 */
export function parseStoredLanguage(stored: string | null): Language | null {
  if (stored === null) return null;
  if (isLanguage(stored)) return stored;
  if (stored === 'true') return 'sq';
  if (stored === 'false') return 'en';
  return null;
}

/** Each language as its own speakers name it. */
export const LANGUAGE_NAMES: Record<Language, string> = { sq: 'Shqip', en: 'English' };
/** Each language as the admin, written in English, names it in running text. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { sq: 'Albanian', en: 'English' };

/** The other of the two languages: where a text missing in one is found. */
export const OTHER_LANGUAGE = { en: 'sq', sq: 'en' } as const satisfies Record<Language, Language>;

export const HTML_LANG: Record<Language, string> = { sq: 'sq', en: 'en' };
export const OG_LOCALE: Record<Language, string> = { sq: 'sq_AL', en: 'en_GB' };

/** Picks the field of the visitor's language from an English/Albanian pair. */
export const pick = <T>(language: Language, english: T, albanian: T): T => (language === 'sq' ? albanian : english);
