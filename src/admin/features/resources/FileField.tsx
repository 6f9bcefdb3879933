import { useEffect, useId, useState } from 'react';
import DropZone from './DropZone.tsx';
import { namedMessage } from './field-messages.ts';
import { ACCEPT, fileProblem } from './file-checks.ts';
import FilePreview from './FilePreview.tsx';
import type { FileSpec } from './resource.ts';

interface Props {
  spec: FileSpec;
  /** The file the item has now, as a URL; null for none. */
  current: string | null;
  chosen: File | null;
  /** Why the chosen file is refused, by the browser's checks or by the API. */
  error: string | undefined;
  onChoose: (file: File | null, problem: string | null) => void;
}

const PROMPTS = { image: 'Drop an image here', pdf: 'Drop a PDF here' };
const KINDS = { image: 'A JPEG, PNG, WebP or AVIF image.', pdf: 'A PDF file.' };

/**
 * A drop zone for one file, with the current file beside the chosen one; nothing chosen keeps the
 * current file. A refused file shows its reason under the zone, in the place kept for it, and no
 * preview.
 */
export default function FileField({ spec, current, chosen, error, onChoose }: Props) {
  const id = useId();
  const refused = Boolean(error);
  // A new zone for each choice taken back, so that its input holds no file either.
  const [cleared, setCleared] = useState(0);

  return (
    <div className="file-field" data-invalid={refused ? '' : undefined}>
      <label htmlFor={id}>{spec.label}</label>
      <div className="file-field__previews">
        <figure>
          <figcaption>Current</figcaption>
          <FilePreview type={spec.type} url={current} label={`Current ${spec.label.toLowerCase()}`} />
        </figure>
        {chosen && !refused && (
          <figure>
            <figcaption>Chosen</figcaption>
            <ChosenPreview file={chosen} type={spec.type} label={`Chosen ${spec.label.toLowerCase()}`} />
          </figure>
        )}
        {chosen && (
          <button
            type="button"
            className="admin-text-button"
            onClick={() => {
              setCleared((count) => count + 1);
              onChoose(null, null);
            }}
          >
            {current ? 'Keep the current file' : 'Remove the chosen file'}
          </button>
        )}
      </div>
      <DropZone
        key={cleared}
        id={id}
        name={spec.name}
        accept={ACCEPT[spec.type]}
        invalid={refused}
        describedBy={refused ? `${id}-error` : `${id}-hint`}
        prompt={PROMPTS[spec.type]}
        onFiles={([file = null]) => onChoose(file, file && fileProblem(file, spec.type))}
      />
      <p id={`${id}-hint`} className="admin-field__hint">
        {KINDS[spec.type]} {current && 'Leave empty to keep the current file.'}
      </p>
      <div className="admin-field__error-place">
        <p id={`${id}-error`} className="admin-field__error">
          {error && namedMessage(spec.label, error)}
        </p>
      </div>
    </div>
  );
}

/** The chosen file as it will be sent: an image shown, or its name and size when it is not one the browser can show. */
function ChosenPreview({ file, type, label }: { file: File; type: 'image' | 'pdf'; label: string }) {
  const url = useObjectUrl(type === 'image' ? file : null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  if (url && unreadable !== url)
    return <img className="file-preview__image" src={url} alt={label} onError={() => setUnreadable(url)} />;
  return (
    <p className="file-field__name">
      {file.name} ({Math.ceil(file.size / 1024)} KB)
    </p>
  );
}

/** A URL for previewing a chosen file, released when it is no longer shown. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
