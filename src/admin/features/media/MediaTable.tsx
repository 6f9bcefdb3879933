import { Link, useLocation } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { mediaName } from '#admin/i18n/item-titles.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import SortHeading from '#admin/resources/lists/SortHeading.tsx';
import type { SortDirection } from '#shared/payloads/list-page.ts';
import type { MediaLibraryItem, MediaLibrarySort } from '#shared/payloads/media-library.ts';
import AltTextMark from './AltTextMark.tsx';
import type { FromLibrary } from './library-address.ts';
import MediaPicture from './MediaPicture.tsx';
import { MEDIA_SCREENS } from './media-screens.ts';
import { dimensionsText, fileSizeText, shownDimensions, typeName } from './media-text.ts';

interface Props {
  items: MediaLibraryItem[];
  sort: { sort: MediaLibrarySort; dir: SortDirection };
  onSort: (sort: { sort: MediaLibrarySort; dir: SortDirection }) => void;
}

/**
 * A page of the library as a table: a row per image with its thumbnail, its name (which opens it),
 * its file's type, size and dimensions, how many places show it, its alternative text in the admin's language (the other's
 * where it has only that one) or the mark of none, and when it was uploaded. The name, size and
 * upload headings sort the library, and again the other way round.
 */
export default function MediaTable({ items, sort, onSort }: Props) {
  const t = useAdminText();
  const words = t.mediaLibrary;
  const columns = words.columns;
  const language = useAdminLanguage();
  const from: FromLibrary = { librarySearch: useLocation().search.slice(1) };
  const heading = (name: MediaLibrarySort, label: string) => (
    <SortHeading
      name={name}
      label={label}
      sort={sort}
      onSort={(next) => onSort({ sort: next.sort as MediaLibrarySort, dir: next.dir })}
    />
  );
  const missing = <span className="admin-muted">{t.mediaItem.notRecorded}</span>;
  return (
    <table className="admin-table list-table media-table">
      <caption className="visually-hidden">{MEDIA_SCREENS.nouns[language].many}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{columns.image}</span>
          </th>
          {heading('name', columns.name)}
          <th scope="col">{columns.type}</th>
          {heading('originalBytes', columns.size)}
          <th scope="col">{columns.dimensions}</th>
          <th scope="col">{words.use}</th>
          <th scope="col">{words.altText}</th>
          {heading('uploadedAt', columns.uploaded)}
        </tr>
      </thead>
      <tbody>
        {items.map((media) => {
          const { width, height } = shownDimensions(media);
          const other = language === 'en' ? 'sq' : 'en';
          const own = language === 'en' ? media.altEn : media.altSq;
          const alt = own.trim() ? { text: own } : { text: other === 'en' ? media.altEn : media.altSq, lang: other };
          return (
            <tr key={media.mediaId} data-media-id={media.mediaId}>
              <td className="media-table__thumbnail">
                <MediaPicture media={media} sizes="4.5rem" />
              </td>
              <th scope="row" className="list-table__title media-table__name">
                <Link to={MEDIA_SCREENS.paths.view(media.mediaId)} state={from}>
                  {mediaName(media, language)}
                </Link>
              </th>
              <td data-label={columns.type}>{media.originalType ? typeName(media.originalType) : missing}</td>
              <td data-label={columns.size}>
                {media.originalBytes === null ? missing : fileSizeText(media.originalBytes, language)}
              </td>
              <td data-label={columns.dimensions}>{dimensionsText(width, height, language)}</td>
              <td data-label={words.use}>{words.timesUsed(media.useCount)}</td>
              <td data-label={words.altText} className="media-table__alt">
                {media.decorative || !alt.text.trim() ? (
                  <AltTextMark media={media} />
                ) : (
                  <span lang={alt.lang}>{alt.text}</span>
                )}
              </td>
              <td data-label={columns.uploaded}>
                <time dateTime={media.uploadedAt}>{tiranaTime(media.uploadedAt, language)}</time>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
