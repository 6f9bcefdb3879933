import type { ReactNode } from 'react';
import LanguageChoice from '#admin/layout/LanguageChoice.tsx';
import type { Language } from '#shared/i18n/languages.ts';
import { LOGIN_TEXT } from './login-text.ts';

/**
 * The card that the screens before signing in share (the login, the emailed link's new
 * password): the brand, the choice of language, the heading, then the screen's own part.
 */
export default function LoginPanel({
  language,
  onChooseLanguage,
  heading,
  children,
}: {
  language: Language;
  onChooseLanguage: (language: Language) => void;
  heading: string;
  children: ReactNode;
}) {
  return (
    <main className="login" id="main">
      <div className="login__panel">
        <div className="login__top">
          <p className="login__brand">
            <img src="/favicon.svg" alt="" width="40" height="40" /> Tirana Group
          </p>
          <LanguageChoice
            name={LOGIN_TEXT[language].languages}
            nameClassName="login__languages-name"
            className="login__languages"
            value={language}
            onChoose={onChooseLanguage}
          />
        </div>
        <h1>{heading}</h1>
        {children}
      </div>
    </main>
  );
}
