import { Link, useLocation } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { mediaName } from '#admin/i18n/item-titles.ts';
import type { MediaLibraryItem } from '#shared/payloads/media-library.ts';
import AltTextMark from './AltTextMark.tsx';
import type { FromLibrary } from './library-address.ts';
import MediaPicture from './MediaPicture.tsx';
import { MEDIA_SCREENS } from './media-screens.ts';
import { fileSizeText, typeName } from './media-text.ts';

/** The thumbnails' width in the grid (media.css): about a sixth of a wide screen's list, half a phone's. */
const THUMBNAIL_SIZES = '(max-width: 575px) 50vw, 14rem';

/**
 * A page of the library as thumbnails, each with its name, its type and size, how many places show
 * it, and whether it lacks its text; each opens its screen.
 */
export default function MediaGrid({ items }: { items: MediaLibraryItem[] }) {
  const language = useAdminLanguage();
  const words = useAdminText().mediaLibrary;
  const from: FromLibrary = { librarySearch: useLocation().search.slice(1) };
  return (
    <ul className="media-grid">
      {items.map((media) => {
        const name = mediaName(media, language);
        const facts = [
          media.originalType && typeName(media.originalType),
          media.originalBytes !== null && fileSizeText(media.originalBytes, language),
        ].filter(Boolean);
        return (
          <li key={media.mediaId} className="media-tile" data-media-id={media.mediaId}>
            <Link className="media-tile__link" to={MEDIA_SCREENS.paths.view(media.mediaId)} state={from}>
              <MediaPicture media={media} sizes={THUMBNAIL_SIZES} className="media-tile__picture" />
              <span className="media-tile__name">{name}</span>
            </Link>
            {facts.length > 0 && <p className="media-tile__facts">{facts.join(' · ')}</p>}
            <p className="media-tile__facts">{words.timesUsed(media.useCount)}</p>
            <AltTextMark media={media} />
          </li>
        );
      })}
    </ul>
  );
}
