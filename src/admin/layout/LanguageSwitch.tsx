import { useEffect } from 'react';
import { LANGUAGE_NAMES, LANGUAGES } from '#shared/i18n/languages.ts';
import { adminHtmlLang, chooseAdminLanguage, useAdminLanguage, useAdminText } from '../i18n/admin-language.ts';

/**
 * The admin's language, in the bar of every screen: each language named as its speakers name it,
 * the pressed one the admin's. Switching changes every screen at once, and the page's `lang`.
 */
export default function LanguageSwitch() {
  const language = useAdminLanguage();
  const t = useAdminText();

  useEffect(() => {
    document.documentElement.lang = adminHtmlLang(language);
  }, [language]);

  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t.languageSwitch.label}</legend>
      {[...LANGUAGES].reverse().map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => chooseAdminLanguage(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
