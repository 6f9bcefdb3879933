import { useContext, useId, useState } from 'react';
import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { mediaName } from '#admin/i18n/item-titles.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import type { Media } from '#shared/entities/media.ts';
import { MEDIA } from '#shared/entities/media.ts';
import FilePreview from '../FilePreview.tsx';
import type { FileSpec } from '../resource.ts';
import { useObjectUrl } from '../use-object-url.ts';
import DropZone from './DropZone.tsx';
import FocalPointPicker, { type FocalPoint } from './FocalPointPicker.tsx';
import { namedMessage } from './field-messages.ts';
import { ACCEPT, fileProblem } from './file-checks.ts';
import { LibraryChooser } from './library-chooser.ts';

const MEDIA_SCREENS = screenPaths(MEDIA);

interface Props {
  spec: FileSpec;
  /** The file the item has now, as a URL; null for none. */
  current: string | null;
  chosen: File | null;
  /**
   * Of a library image field: the image it shows now when that image says nothing of what it shows
   * (no text in either language, not decorative), whose screen the field links to.
   */
  undescribed?: number | undefined;
  /** Of a library image field: the image of the library chosen instead of a file, and how to choose one. */
  fromLibrary?: { picked: Media | null; onPick: (media: Media) => void } | undefined;
  /** Why the chosen file is refused, by the browser's checks or by the API. */
  error: string | undefined;
  onChoose: (file: File | null, problem: string | null) => void;
  /** Of an image field: its focal point as the form holds it, for the image that will be saved. */
  focalPoint?: { point: FocalPoint; onChange: (point: FocalPoint) => void } | undefined;
}

/**
 * A drop zone for one file, with the current file beside the chosen one; nothing chosen keeps the
 * current file. A library image field may take an image already in the library instead, shown as a
 * chosen file is; a file dropped afterwards takes its place. A refused file shows its reason under the zone, in the place kept for it, and no
 * preview. An image has its focal point set under it, on the chosen image or else the current one.
 */
export default function FileField({
  spec,
  current,
  undescribed,
  chosen,
  fromLibrary,
  error,
  onChoose,
  focalPoint,
}: Props) {
  const id = useId();
  const t = useAdminText();
  const words = t.form.files;
  const language = useAdminLanguage();
  const label = spec.label[language];
  const picked = fromLibrary?.picked ?? null;
  const Chooser = useContext(LibraryChooser);
  const refused = Boolean(error);
  // A new zone for each choice taken back, so that its input holds no file either.
  const [cleared, setCleared] = useState(0);
  const chosenUrl = useObjectUrl(spec.type === 'image' && chosen && !refused ? chosen : null);
  const pictured = chosen ? chosenUrl : (picked?.imageUrl ?? current);

  return (
    <div className="file-field" data-invalid={refused ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="file-field__previews">
        <figure>
          <figcaption>{words.current}</figcaption>
          <FilePreview type={spec.type} url={current} label={words.currentOf(label)} />
        </figure>
        {chosen && !refused && (
          <figure>
            <figcaption>{words.chosen}</figcaption>
            <ChosenPreview file={chosen} type={spec.type} label={words.chosenOf(label)} />
          </figure>
        )}
        {picked && (
          <figure>
            <figcaption>{t.mediaChooser.chosenFrom(mediaName(picked, language))}</figcaption>
            <FilePreview type="image" url={picked.imageUrl} label={words.chosenOf(label)} />
          </figure>
        )}
        {(chosen || picked) && (
          <button
            type="button"
            className="admin-text-button"
            onClick={() => {
              setCleared((count) => count + 1);
              onChoose(null, null);
            }}
          >
            {current ? words.keep : words.remove}
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
        prompt={words.prompts[spec.type]}
        onFiles={([file = null]) => onChoose(file, file && fileProblem(file, spec.type, words))}
      />
      {fromLibrary && Chooser && (
        <Chooser
          title={t.mediaChooser.titleFor(label)}
          onChoose={([media]) => {
            if (media) fromLibrary.onPick(media);
          }}
        />
      )}
      <p id={`${id}-hint`} className="admin-field__hint">
        {words.kinds[spec.type]} {current && words.keepHint}
      </p>
      {undescribed !== undefined && !chosen && !picked && (
        <p className="admin-field__hint file-field__undescribed">
          {t.mediaChooser.noAltText} <Link to={MEDIA_SCREENS.view(undescribed)}>{t.mediaChooser.describe}</Link>
        </p>
      )}
      <div className="admin-field__error-place">
        <p id={`${id}-error`} className="admin-field__error">
          {error && namedMessage(label, error)}
        </p>
      </div>
      {focalPoint && pictured && (
        <FocalPointPicker url={pictured} label={label} point={focalPoint.point} onChange={focalPoint.onChange} />
      )}
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
