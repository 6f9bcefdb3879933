import { useEffect, useState } from 'react';
import { $adminLanguage } from '#admin/i18n/admin-language.ts';
import { keepChoice } from '#admin/lib/browser-choice.ts';
import { HTML_LANG, LANGUAGE_STORAGE_KEY, type Language } from '#shared/i18n/languages.ts';
import { LOGIN_TEXT } from './login-text.ts';

/**
 * The login page's language: the admin's, which is the visitor's choice as the public site keeps
 * it (docs/product.md#what-it-does-and-for-whom, under `language`) until someone signs in or switches the admin's; Albanian when
 * there is none. Choosing one stores it for the site too; the page's `lang` and title follow it,
 * and go back to the admin's when the page closes.
 */
export function useLoginLanguage(): [Language, (language: Language) => void] {
  const [language, setLanguage] = useState(() => $adminLanguage.get());

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
