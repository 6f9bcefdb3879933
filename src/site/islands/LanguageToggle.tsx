import { LANGUAGE_STORAGE_KEY } from '#shared/i18n/languages.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { switchLanguage } from '#shared/i18n/localized-paths.ts';
import { useLanguage } from '../stores/language.ts';

/**
 * Switches to the same page in the other language and remembers the choice. `path`, the page's
 * path without language prefix, gives the link its target before hydration.
 */
export default function LanguageToggle({ path }: { path?: string }) {
  const language = useLanguage();
  const other = language === 'sq' ? 'en' : 'sq';
  const strings = stringsFor(language);
  const target = () => switchLanguage(window.location.pathname, other) + window.location.search + window.location.hash;

  return (
    <a
      className="language-toggle"
      href={switchLanguage(path ?? (typeof window === 'undefined' ? '/' : window.location.pathname), other)}
      hrefLang={other}
      lang={other}
      aria-label={strings.languageToggleLabel}
      onClick={(event) => {
        event.preventDefault();
        try {
          localStorage.setItem(LANGUAGE_STORAGE_KEY, other);
        } catch {
          // Storage can be blocked (private modes); the link still works for this visit.
        }
        window.location.assign(target());
      }}
    >
      {strings.languageToggle}
    </a>
  );
}
