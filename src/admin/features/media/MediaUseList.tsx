import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { MediaUse } from '#shared/payloads/media-library.ts';
import { placeOfUse } from './media-uses.ts';

/**
 * The places that show an image, each a link to its item's screen (a collection's image to its
 * parent's), marked where only the item's unpublished changes show it.
 */
export default function MediaUseList({ uses }: { uses: MediaUse[] }) {
  const words = useAdminText().mediaItem;
  const language = useAdminLanguage();
  return (
    <ul className="media-uses">
      {uses.map((use) => {
        const place = placeOfUse(use, language);
        const text = words.placeText(place.title, place.field);
        return (
          <li key={place.key}>
            {place.to ? <Link to={place.to}>{text}</Link> : text}
            {place.inChanges && <span className="media-mark">{words.inChanges}</span>}
          </li>
        );
      })}
    </ul>
  );
}
