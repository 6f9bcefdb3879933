import { type Control, useWatch } from 'react-hook-form';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { ResourceConfig } from '#admin/resources/resource.ts';
import { META_DESCRIPTION_CHARS } from '#shared/constants.ts';
import type { TextPair } from '#shared/entities/define-entity.ts';
import type { Media } from '#shared/entities/media.ts';
import {
  LINK_CARD_DESCRIPTION_CUT,
  LINK_CARD_TITLE_CUT,
  SEARCH_DESCRIPTION_CUT,
  SEARCH_TITLE_CUT,
} from '#shared/entities/search-and-sharing.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { truncate } from '#shared/text.ts';
import { linkCardImage } from './link-card-image.ts';
import { useUnsavedImages } from './use-unsaved-images.ts';

type Item = Record<string, unknown>;
const other = (language: Language): Language => (language === 'en' ? 'sq' : 'en');

/**
 * How the item's page will show in a search result and in a shared link's card, in each language,
 * from what the form holds now: its search description, or the start of its description the page
 * falls back on; its image for shared links, or its main image, each chosen one (a file or an image
 * of the library) at once. Titles and descriptions are cut about where those cut them, and the
 * description's length is counted.
 */
export default function SearchPreview<T extends Item>({
  config,
  control,
  item,
  chosenFiles,
  pickedMedia,
}: {
  config: ResourceConfig<T>;
  control: Control<Item>;
  item: T | null;
  chosenFiles: Record<string, File | null>;
  pickedMedia: Record<string, Media | null>;
}) {
  const t = useAdminText();
  const adminLanguage = useAdminLanguage();
  const values = useWatch({ control });
  const unsaved = useUnsavedImages(chosenFiles, pickedMedia);
  const texts = config.entity.texts as Record<string, TextPair | undefined>;
  const text = (name: string, language: Language) => String(values[texts[name]?.[language] ?? ''] ?? '').trim();
  const inEither = (name: string, language: Language) => text(name, language) || text(name, other(language));
  const { card } = config;
  const image = linkCardImage(item, unsaved, card && ((shown) => card(shown as T, adminLanguage).image));
  const path = item && config.publicPath ? config.publicPath(item) : '';
  // Where the form has no text yet, a hint in the admin's language rather than a result with a hole.
  const orHint = (text: string, cut: number, hint: string) =>
    text ? (
      truncate(text, cut)
    ) : (
      <span className="search-preview__hint" lang={adminLanguage}>
        {hint}
      </span>
    );

  return (
    <section className="search-preview" aria-labelledby="search-preview-title">
      <h2 id="search-preview-title" className="search-preview__title">
        {t.sharing.title}
      </h2>
      <div className="search-preview__languages">
        {LANGUAGES.map((language) => {
          const own = text('searchDescription', language);
          const description =
            own || truncate(inEither('description', language).replace(/\s+/g, ' '), META_DESCRIPTION_CHARS);
          // The page's <title> in a result; its og:title, without the site's name, on a card.
          const cardTitle = inEither('title', language);
          const title = cardTitle && `${cardTitle} | ${stringsFor(language).siteName}`;
          const address = `${window.location.host}${localizePath(path || '/', language)}`;
          return (
            <div key={language} className="search-preview__language" lang={language === 'sq' ? 'sq' : 'en'}>
              <h3>{t.sharing.inLanguage(t.languages.names[language])}</h3>
              <p className="search-preview__kind">{t.sharing.searchResult}</p>
              <div className="search-result">
                <span className="search-result__address">{address}</span>
                <span className="search-result__title">{orHint(title, SEARCH_TITLE_CUT, t.sharing.noTitle)}</span>
                <span className="search-result__text">
                  {orHint(description, SEARCH_DESCRIPTION_CUT, t.sharing.noDescription)}
                </span>
              </div>
              <p className="search-preview__count" lang={adminLanguage}>
                {own ? t.sharing.count(own.length, SEARCH_DESCRIPTION_CUT) : t.sharing.automatic}
              </p>
              <p className="search-preview__kind">{t.sharing.linkCard}</p>
              <div className="link-card">
                {image ? (
                  <img className="link-card__image" src={image} alt="" />
                ) : (
                  <span className="link-card__no-image" lang={adminLanguage}>
                    {t.sharing.noImage}
                  </span>
                )}
                <span className="link-card__address">{window.location.host.toUpperCase()}</span>
                <span className="link-card__title">{orHint(cardTitle, LINK_CARD_TITLE_CUT, t.sharing.noTitle)}</span>
                <span className="link-card__text">
                  {orHint(description, LINK_CARD_DESCRIPTION_CUT, t.sharing.noDescription)}
                </span>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
