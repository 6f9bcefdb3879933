import { useId } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import LeaveQuestion from '#admin/layout/LeaveQuestion.tsx';
import { useUnsavedChanges } from '#admin/layout/use-unsaved-changes.ts';
import DropZone from '#admin/resources/form/DropZone.tsx';
import { ACCEPT, megabytes } from '#admin/resources/form/file-checks.ts';
import { MAX_IMAGE_BYTES } from '#shared/constants.ts';
import MediaUploadRow from './MediaUploadRow.tsx';
import { MEDIA_UPLOADS_AT_ONCE, type MediaUpload, useBulkUpload } from './use-bulk-upload.ts';

/** The files refused first, where they are seen without scrolling the list; each group in the order dropped. */
const refusedFirst = (uploads: MediaUpload[]) => [
  ...uploads.filter((upload) => upload.state === 'failed'),
  ...uploads.filter((upload) => upload.state !== 'failed'),
];

/**
 * The library's drop zone for many images at once, and the list of those being added: each with
 * its own bar and its own outcome, a link to each image added, and how many are done. Leaving the
 * library's screen while some wait asks first; searching or paging the library does not.
 */
export default function BulkUpload() {
  const t = useAdminText();
  const words = t.mediaUpload;
  const id = useId();
  const { uploads, busy, add, clearFinished } = useBulkUpload();
  const leaving = useUnsavedChanges(busy, { withinScreen: true });
  const added = uploads.filter((upload) => upload.state === 'done').length;
  const failed = uploads.filter((upload) => upload.state === 'failed').length;
  // A file done with, added or refused, counts whole; one being sent, by the share sent.
  const progress = uploads.reduce(
    (total, upload) => total + (upload.state === 'sending' ? upload.share : upload.state === 'waiting' ? 0 : 1),
    0,
  );

  return (
    <section className="media-upload" aria-labelledby={`${id}-title`}>
      <LeaveQuestion blocker={leaving.blocker} unsaved={t.images.unsaved} />
      <h2 id={`${id}-title`} className="media-upload__title">
        <label htmlFor={id}>{words.title}</label>
      </h2>
      <DropZone
        id={id}
        accept={ACCEPT.image}
        multiple
        invalid={false}
        describedBy={`${id}-hint`}
        prompt={words.drop}
        onFiles={add}
      />
      <p id={`${id}-hint`} className="admin-field__hint">
        {words.hint(megabytes(MAX_IMAGE_BYTES), MEDIA_UPLOADS_AT_ONCE)}
      </p>
      {uploads.length > 0 && (
        <div className="media-upload__list">
          <div className="media-upload__summary">
            <progress max={uploads.length} value={progress} aria-label={words.list} />
            <p role="status">{words.summary(added, failed, uploads.length)}</p>
            {!busy && (
              <button type="button" className="admin-text-button" onClick={clearFinished}>
                {words.clear}
              </button>
            )}
          </div>
          <ul aria-label={words.list}>
            {refusedFirst(uploads).map((upload) => (
              <MediaUploadRow key={upload.key} upload={upload} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
