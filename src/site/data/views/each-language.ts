import type { Language } from '#shared/i18n/languages.ts';

/**
 * `view` in each language, English first, for the islands that take their texts in both: the
 * project card, the specifications drawer and the project selector.
 */
export const inEachLanguage = <T>(view: (language: Language) => T): Record<Language, T> => ({
  en: view('en'),
  sq: view('sq'),
});

/** One field of views in each language: `{ en: views.en.title, sq: views.sq.title }`. */
export const fieldByLanguage = <V, K extends keyof V>(views: Record<Language, V>, field: K): Record<Language, V[K]> =>
  inEachLanguage((language) => views[language][field]);
