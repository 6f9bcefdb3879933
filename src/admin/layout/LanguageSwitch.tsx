import { useEffect } from 'react';
import type { Language } from '#shared/i18n/languages.ts';
import { adminHtmlLang, chooseAdminLanguage, useAdminLanguage, useAdminText } from '../i18n/admin-language.ts';
import { tellAccountLanguage } from '../lib/account-language.ts';
import LanguageChoice from './LanguageChoice.tsx';

/**
 * The admin's language, in the bar of every screen: each language named as its speakers name it,
 * the pressed one the admin's. Switching changes every screen at once, and the page's `lang`, and
 * tells the account (the login told it the language signed in with).
 */
export default function LanguageSwitch() {
  const language = useAdminLanguage();
  const t = useAdminText();

  useEffect(() => {
    document.documentElement.lang = adminHtmlLang(language);
  }, [language]);

  return (
    <LanguageChoice
      name={t.languageSwitch.label}
      nameClassName="visually-hidden"
      className="language-switch"
      value={language}
      onChoose={(chosen: Language) => {
        chooseAdminLanguage(chosen);
        tellAccountLanguage(chosen);
      }}
    />
  );
}
