import { useEffect, useState } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';

export interface Upload {
  file: File;
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
        {uploads.map((upload, index) => (
          // The list is replaced as a whole when files are chosen again, so places are stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <UploadRow key={index} upload={upload} />
        ))}
      </ul>
    </div>
  );
}

/** One chosen image: its thumbnail while it is one the browser can show and nobody refused, and its state. */
function UploadRow({ upload }: { upload: Upload }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const words = useAdminText().images;
  useEffect(() => {
    const url = URL.createObjectURL(upload.file);
    setPreview(url);
    setUnreadable(false);
    return () => URL.revokeObjectURL(url);
  }, [upload.file]);
  const state = upload.error && upload.state === 'waiting' ? 'failed' : upload.state;
  const shown = preview && !upload.error && !unreadable;
  return (
    <li className="upload-row" data-state={state}>
      {shown ? (
        <img src={preview} alt="" onError={() => setUnreadable(true)} />
      ) : (
        <span className="upload-row__no-preview" aria-hidden="true" />
      )}
      <div>
        <p className="upload-row__name">{upload.file.name}</p>
        <p className={upload.error ? 'admin-field__error' : 'admin-muted'}>
          {upload.error ?? `${words.states[state]}${state === 'sending' ? ` ${Math.round(upload.share * 100)}%` : ''}`}
        </p>
      </div>
    </li>
  );
}
