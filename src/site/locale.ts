import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';

/** The `[...locale]` route parameter of each language: none for Albanian, `en` for English. */
export const localeParam = (language: Language) => (language === 'sq' ? undefined : language);

export const languageOf = (locale: string | undefined): Language => (locale === 'en' ? 'en' : 'sq');

/**
 * getStaticPaths entries for a page that exists once per language. A fresh array each call: Astro
 * keeps its lookup table on the array it is given, so pages must not share one.
 */
export const eachLanguage = () => LANGUAGES.map((language) => ({ params: { locale: localeParam(language) } }));

/** getStaticPaths entries for one page per language and per value of `extra`. */
export function languagePaths<P extends Record<string, string | number>>(extra: P[]) {
  return LANGUAGES.flatMap((language) =>
    extra.map((params) => ({ params: { locale: localeParam(language), ...params } })),
  );
}
