import { useAdminText } from '#admin/i18n/admin-language.ts';
import { lacksAltText, type Media } from '#shared/entities/media.ts';

/**
 * Whether an image says what it shows: a mark, in words, on one that has no alternative text in
 * either language and is not decorative (what the site would show without a text); a quiet one on
 * a decorative image; nothing on one that has its text.
 */
export default function AltTextMark({ media }: { media: Pick<Media, 'altEn' | 'altSq' | 'decorative'> }) {
  const words = useAdminText().mediaLibrary;
  if (lacksAltText(media))
    return (
      <p className="media-mark media-mark--missing">
        <span className="media-mark__sign" aria-hidden="true">
          !
        </span>
        {words.noAlt}
      </p>
    );
  return media.decorative ? <p className="media-mark">{words.decorative}</p> : null;
}
