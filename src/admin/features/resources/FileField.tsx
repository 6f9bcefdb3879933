import { useEffect, useId, useState } from 'react';
import { ACCEPT, fileProblem } from './file-checks.ts';
import FilePreview from './FilePreview.tsx';
import type { FileSpec } from './resource.ts';

interface Props {
  spec: FileSpec;
  /** The file the item has now, as a URL; null for none. */
  current: string | null;
  chosen: File | null;
  error: string | undefined;
  onChoose: (file: File | null, problem: string | null) => void;
}

/** A file input with the current file beside the chosen one; nothing chosen keeps the current file. */
export default function FileField({ spec, current, chosen, error, onChoose }: Props) {
  const id = useId();
  const chosenUrl = useObjectUrl(spec.type === 'image' ? chosen : null);

  return (
    <div className="file-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{spec.label}</label>
      <div className="file-field__previews">
        <figure>
          <figcaption>Current</figcaption>
          <FilePreview type={spec.type} url={current} label={`Current ${spec.label.toLowerCase()}`} />
        </figure>
        {chosen && (
          <figure>
            <figcaption>Chosen</figcaption>
            {chosenUrl ? (
              <img className="file-preview__image" src={chosenUrl} alt={`Chosen ${spec.label.toLowerCase()}`} />
            ) : (
              <p className="file-field__name">
                {chosen.name} ({Math.ceil(chosen.size / 1024)} KB)
              </p>
            )}
          </figure>
        )}
      </div>
      <input
        id={id}
        type="file"
        name={spec.name}
        accept={ACCEPT[spec.type]}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          onChoose(file, file && fileProblem(file, spec.type));
        }}
      />
      <p id={`${id}-help`} className={error ? 'admin-field__error' : 'admin-field__hint'}>
        {error ?? (spec.type === 'pdf' ? 'A PDF file.' : 'A JPEG, PNG, WebP or AVIF image.')}{' '}
        {!error && current && 'Leave empty to keep the current file.'}
      </p>
    </div>
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
