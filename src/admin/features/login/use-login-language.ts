import { useEffect, useState } from 'react';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  LANGUAGE_STORAGE_KEY,
  type Language,
  parseStoredLanguage,
} from '#shared/i18n/languages.ts';
import { keepChoice, readChoice } from '../../lib/browser-choice.ts';
import { LOGIN_TEXT } from './login-text.ts';

const storedLanguage = (): Language => parseStoredLanguage(readChoice(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;

/**
 * The login page's language: the visitor's choice as the public site keeps it (SPEC §1, under
 * `language`), Albanian when there is none. Choosing one stores it for the site too; the page's
 * `lang` and title follow it, and go back to the admin's English when the page closes.
 */
export function useLoginLanguage(): [Language, (language: Language) => void] {
  const [language, setLanguage] = useState(storedLanguage);

  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, title: document.title };
    root.lang = HTML_LANG[language];
    document.title = LOGIN_TEXT[language].title;
    return () => {
      root.lang = before.lang;
      document.title = before.title;
    };
  }, [language]);

  function choose(next: Language) {
    setLanguage(next);
    keepChoice(LANGUAGE_STORAGE_KEY, next);
  }

  return [language, choose];
}
