import { stringsFor } from '#shared/i18n/dictionary.ts';
import { switchLanguage } from '#shared/i18n/localized-paths.ts';
import { chooseLanguage } from '../scripts/language-choice.ts';
import { useLanguage } from '../stores/language.ts';

/**
 * Switches to the same page in the other language and remembers the choice. `path`, the page's
 * path without language prefix, gives the link its target without JavaScript. The bar renders it
 * without hydrating it (Nav.astro: scripts/language-choice.ts handles its click); the menu's is
 * part of the menu's island.
 */
export default function LanguageToggle({ path }: { path?: string }) {
  const language = useLanguage();
  const other = language === 'sq' ? 'en' : 'sq';
  const strings = stringsFor(language);

  return (
    <a
      className="language-toggle"
      href={switchLanguage(path ?? (typeof window === 'undefined' ? '/' : window.location.pathname), other)}
      hrefLang={other}
      lang={other}
      aria-label={strings.languageToggleLabel}
      data-language-toggle
      onClick={(event) => {
        event.preventDefault();
        chooseLanguage(other);
      }}
    >
      {strings.languageToggle}
    </a>
  );
}
