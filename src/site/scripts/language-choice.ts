import { LANGUAGE_STORAGE_KEY, type Language } from '#shared/i18n/languages.ts';
import { switchLanguage } from '#shared/i18n/localized-paths.ts';

/**
 * Goes to this page in `other` language, its query and fragment kept, and remembers the choice for
 * the next visit (scripts/inline/language-redirect.js honours it before the first paint).
 */
export function chooseLanguage(other: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, other);
  } catch {
    // Storage can be blocked (private modes); the link still works for this visit.
  }
  window.location.assign(
    switchLanguage(window.location.pathname, other) + window.location.search + window.location.hash,
  );
}

/**
 * The language links rendered without React in the bar (LanguageToggle without a client
 * directive, so that no page loads React for a link): a click chooses the link's language. One the
 * menu's hydrated toggle has handled already is left alone.
 */
export function chooseLanguageOnClick(selector: string) {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    chooseLanguage(link.hreflang as Language);
  });
}
