import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { mediaName } from '#admin/i18n/item-titles.ts';
import { useObjectUrl } from '#admin/resources/use-object-url.ts';
import MediaPicture from './MediaPicture.tsx';
import { MEDIA_SCREENS } from './media-screens.ts';
import type { MediaUpload } from './use-bulk-upload.ts';

/**
 * One file being added: its picture (the stored one once added, the chosen file's before, none
 * for a file the browser cannot show or that was refused), its name, its own bar while it is sent,
 * and then its outcome: a link to the image added, or why it was refused.
 */
export default function MediaUploadRow({ upload }: { upload: MediaUpload }) {
  const t = useAdminText();
  const words = t.mediaUpload;
  const language = useAdminLanguage();
  const { file, state, share, error, media } = upload;
  const percent = Math.round(share * 100);
  return (
    <li className="media-upload-row" data-state={state}>
      {media ? (
        <MediaPicture media={media} sizes="4rem" className="media-upload-row__picture" />
      ) : (
        <Preview upload={upload} />
      )}
      <div className="media-upload-row__body">
        <p className="media-upload-row__name">{file.name}</p>
        {state === 'sending' || state === 'waiting' ? (
          <div className="media-upload-row__progress">
            <progress max={100} value={state === 'waiting' ? 0 : percent} aria-label={words.progressOf(file.name)} />
            <span>
              {state === 'waiting'
                ? words.states.waiting
                : percent < 100
                  ? `${words.states.sending} ${percent}%`
                  : words.states.preparing}
            </span>
          </div>
        ) : state === 'failed' ? (
          <p className="admin-field__error">
            <span className="media-upload-row__outcome">{words.states.failed}:</span> {error}
          </p>
        ) : (
          <p className="media-upload-row__done">
            <span className="media-upload-row__outcome">{words.states.done}</span>{' '}
            {media && (
              <Link to={MEDIA_SCREENS.paths.view(media.mediaId)} aria-label={words.open(mediaName(media, language))}>
                {words.openShort}
              </Link>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/** The chosen file, while it is one the browser can show and nobody refused it; else an empty frame, so that names stay in line. */
function Preview({ upload }: { upload: MediaUpload }) {
  const url = useObjectUrl(upload.error ? null : upload.file);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  if (!url || unreadable === url)
    return <span className="media-upload-row__picture media-upload-row__picture--none" aria-hidden="true" />;
  return <img className="media-upload-row__picture" src={url} alt="" onError={() => setUnreadable(url)} />;
}
