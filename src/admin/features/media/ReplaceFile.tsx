import { useId, useState } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { AdminText } from '#admin/i18n/en.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, logFailure, type Versioned } from '#admin/lib/api-client.ts';
import { savedSince } from '#admin/lib/edit-conflict-text.ts';
import { focusLatestPublish } from '#admin/lib/publish-tracker.ts';
import DropZone from '#admin/resources/form/DropZone.tsx';
import { ACCEPT, fileProblem, megabytes } from '#admin/resources/form/file-checks.ts';
import UploadProgress from '#admin/resources/form/UploadProgress.tsx';
import { MAX_IMAGE_BYTES } from '#shared/constants.ts';
import type { Media } from '#shared/entities/media.ts';
import { replaceMediaFile } from './use-media.ts';

interface Props {
  media: Media;
  /** The version the replacement is made from (If-Match). */
  version: string | null;
  onReplaced: (current: Versioned<Media>) => void;
}

/** Why a replacement was refused, in the admin's words where the admin knows the refusal, else in the API's. */
function refusalText(error: unknown, t: AdminText): string {
  const words = t.mediaItem;
  if (!(error instanceof ApiRequestError)) return `${words.replaceFailed} ${t.common.unreachable}`;
  if (error.status === 412) return `${words.replaceFailed} ${savedSince(error.conflict, t)} ${t.drafts.lookAgain}`;
  if (error.status === 415) return `${words.replaceFailed} ${t.form.files.notImage}`;
  if (error.status === 413) return `${words.replaceFailed} ${t.form.files.tooLarge(megabytes(MAX_IMAGE_BYTES))}`;
  return `${words.replaceFailed} ${error.fields.imageUrl ?? error.message}`;
}

/**
 * Replace the file: a new file dropped or chosen goes at once in the place of the image's, with
 * its progress; the image keeps its id, its texts and every place that uses it.
 */
export default function ReplaceFile({ media, version, onReplaced }: Props) {
  const t = useAdminText();
  const words = t.mediaItem;
  const id = useId();
  const [share, setShare] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A new zone after each file, so that its input holds none.
  const [sent, setSent] = useState(0);

  async function replace(file: File) {
    setSent((count) => count + 1);
    const refused = fileProblem(file, 'image', t.form.files);
    if (refused) return setProblem(`${words.replaceFailed} ${refused}`);
    setProblem(null);
    setShare(0);
    try {
      const replaced = await replaceMediaFile(media.mediaId, file, version, setShare);
      onReplaced(replaced);
      notify(words.replaced);
      focusLatestPublish();
    } catch (error) {
      logFailure(error);
      setProblem(refusalText(error, t));
    } finally {
      setShare(null);
    }
  }

  return (
    <section className="media-replace" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <label htmlFor={id}>{words.replace}</label>
      </h2>
      <p id={`${id}-hint`} className="admin-field__hint">
        {words.replaceHint}
      </p>
      {share === null ? (
        <DropZone
          key={sent}
          id={id}
          accept={ACCEPT.image}
          invalid={problem !== null}
          describedBy={problem ? `${id}-error` : `${id}-hint`}
          prompt={words.replaceDrop}
          onFiles={([file]) => file && void replace(file)}
        />
      ) : (
        <UploadProgress share={share} hasFiles />
      )}
      {problem && (
        <p id={`${id}-error`} className="admin-field__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
