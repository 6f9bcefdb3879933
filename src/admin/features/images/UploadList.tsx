import { useEffect, useState } from 'react';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { mediaName } from '#admin/i18n/item-titles.ts';
import type { Media } from '#shared/entities/media.ts';

/** One image to add to a collection: a file to upload, or an image of the library, added as it is. */
export interface Upload {
  /** Unique in its list, whatever is added beside it or taken out of it. */
  key: string;
  from: { file: File } | { media: Media };
  state: 'waiting' | 'sending' | 'done' | 'failed';
  /** Share of the file sent, 0 to 1. */
  share: number;
  error: string | null;
}

/** The chosen images with a preview and each one's progress or reason for refusal. */
export default function UploadList({ uploads }: { uploads: Upload[] }) {
  const words = useAdminText().images;
  if (uploads.length === 0) return null;
  const sent = uploads.reduce((total, upload) => total + (upload.state === 'done' ? 1 : upload.share), 0);
  return (
    <div className="upload-list">
      <div className="upload-progress" role="status">
        <progress max={uploads.length} value={sent} aria-label={words.progress} />
        <span>{words.addedOf(uploads.filter((upload) => upload.state === 'done').length, uploads.length)}</span>
      </div>
      <ul>
        {uploads.map((upload) => (
          <UploadRow key={upload.key} upload={upload} />
        ))}
      </ul>
    </div>
  );
}

/** One chosen image: its thumbnail while it is one the browser can show and nobody refused, and its state. */
function UploadRow({ upload }: { upload: Upload }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const t = useAdminText();
  const words = t.images;
  const language = useAdminLanguage();
  const file = 'file' in upload.from ? upload.from.file : null;
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    setUnreadable(false);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const media = 'media' in upload.from ? upload.from.media : null;
  const state = upload.error && upload.state === 'waiting' ? 'failed' : upload.state;
  const shown = (media?.imageUrl ?? preview) && !upload.error && !unreadable;
  return (
    <li className="upload-row" data-state={state}>
      {shown ? (
        <img src={media?.imageUrl ?? preview ?? undefined} alt="" onError={() => setUnreadable(true)} />
      ) : (
        <span className="upload-row__no-preview" aria-hidden="true" />
      )}
      <div>
        <p className="upload-row__name">{media ? t.mediaChooser.chosenFrom(mediaName(media, language)) : file?.name}</p>
        <p className={upload.error ? 'admin-field__error' : 'admin-muted'}>
          {upload.error ?? `${words.states[state]}${state === 'sending' ? ` ${Math.round(upload.share * 100)}%` : ''}`}
        </p>
      </div>
    </li>
  );
}
