import { atom } from 'nanostores';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';

/** The language of the page being shown; islands read it instead of taking it as a prop each. */
export const $language = atom<Language>(
  typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : DEFAULT_LANGUAGE,
);
