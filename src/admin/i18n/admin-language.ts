import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { LOCALES } from '#shared/i18n/formats.ts';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  parseStoredLanguage,
} from '#shared/i18n/languages.ts';
import { keepChoice, readChoice } from '../lib/browser-choice.ts';
import type { AdminText } from './en.ts';
import { EN } from './en.ts';
import { SQ } from './sq.ts';

/**
 * The browser's choice of the admin's language, apart from the public site's `language`: staff
 * may read the site in one language and work in the other. See docs/decisions/016-admin-languages.md.
 */
export const ADMIN_LANGUAGE_STORAGE_KEY = 'tirana.admin.language';

const TEXTS: Record<Language, AdminText> = { en: EN, sq: SQ };

const stored = readChoice(ADMIN_LANGUAGE_STORAGE_KEY);

/**
 * The admin's language in this browser: the one chosen at sign-in or in the admin's switch since;
 * before either, the public site's (the login page's), Albanian when there is none (docs/product.md#what-it-does-and-for-whom).
 */
export const $adminLanguage = atom<Language>(
  isLanguage(stored) ? stored : (parseStoredLanguage(readChoice(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE),
);

/** Switches every admin screen to `language` at once, and keeps the choice for this browser. */
export function chooseAdminLanguage(language: Language) {
  $adminLanguage.set(language);
  keepChoice(ADMIN_LANGUAGE_STORAGE_KEY, language);
}

/** The admin's words in its language, for a component: it renders again when the admin switches. */
export function useAdminText(): AdminText {
  return TEXTS[useStore($adminLanguage)];
}

export const useAdminLanguage = (): Language => useStore($adminLanguage);

/**
 * The admin's words for code outside a component's render (a notice raised when a save answers),
 * in the language chosen at that moment.
 */
export const adminText = (): AdminText => TEXTS[$adminLanguage.get()];

/** The locale that dates and numbers follow in the admin's language: `en-GB`, `sq-AL`. */
export const adminLocale = (language: Language = $adminLanguage.get()) => LOCALES[language];

/** The `lang` of the page for the admin's language. */
export const adminHtmlLang = (language: Language) => HTML_LANG[language];

/** The admin's words in `language`. */
export const textIn = (language: Language): AdminText => TEXTS[language];
