import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import { serverLanguage } from './server-language.ts';

/** The language of the page being shown; islands read it instead of taking it as a prop each. */
export const $language = atom<Language>(
  typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : DEFAULT_LANGUAGE,
);

/**
 * The page's language, for islands: the store's in the browser. The server renders several pages
 * at once in one process, where a store would mix their languages; there an island takes the
 * language of the page it is rendered into.
 */
export function useLanguage(): Language {
  const language = useStore($language);
  return serverLanguage() ?? language;
}
