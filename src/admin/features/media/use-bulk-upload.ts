import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { adminText } from '#admin/i18n/admin-language.ts';
import type { AdminText } from '#admin/i18n/en.ts';
import { ApiRequestError, logFailure } from '#admin/lib/api-client.ts';
import { fileProblem, megabytes } from '#admin/resources/form/file-checks.ts';
import { MAX_IMAGE_BYTES } from '#shared/constants.ts';
import { MEDIA, type Media } from '#shared/entities/media.ts';
import { uploadQueue } from './upload-queue.ts';
import { uploadMedia } from './use-media.ts';

/**
 * Images sent to the library at once: enough to keep the line busy while the API encodes each
 * one (AVIF and WebP at several widths, the slow part), few enough that the others' progress
 * moves and the API's other callers are not kept waiting.
 */
export const MEDIA_UPLOADS_AT_ONCE = 3;

/** One file dropped on the library: where its upload is, and how it ended. */
export interface MediaUpload {
  key: number;
  file: File;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  /** Share of the file sent, 0 to 1. */
  share: number;
  /** Why it was refused, by the browser's checks or the API, in the admin's language where the admin knows the refusal. */
  error: string | null;
  /** The image it became. */
  media: Media | null;
}

/** Why the API refused a file, in the admin's words for a type or a size it refuses, else in the API's. */
function refusalText(error: unknown, t: AdminText): string {
  if (!(error instanceof ApiRequestError)) return t.common.unreachable;
  if (error.status === 415) return t.form.files.notImage;
  if (error.status === 413) return t.form.files.tooLarge(megabytes(MAX_IMAGE_BYTES));
  return error.fields.imageUrl ?? error.message;
}

/**
 * Adds files to the library, each on its own, MEDIA_UPLOADS_AT_ONCE at a time: a file the browser
 * can tell is no image (or too large) is refused at once, the others wait their turn; each has its
 * progress and its outcome, and one refused stops none of the others. The library reads its pages
 * again once none is left to send. Files still waiting when the screen goes are not sent.
 */
export function useBulkUpload() {
  const [uploads, setUploads] = useState<MediaUpload[]>([]);
  const queryClient = useQueryClient();
  const nextKey = useRef(0);
  const [queue] = useState(() =>
    uploadQueue(MEDIA_UPLOADS_AT_ONCE, () => void queryClient.invalidateQueries({ queryKey: [MEDIA.kind, 'list'] })),
  );
  useEffect(() => () => queue.clear(), [queue]);

  const update = (key: number, change: Partial<MediaUpload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function send({ key, file }: MediaUpload) {
    update(key, { state: 'sending' });
    try {
      const media = await uploadMedia(file, (share) => update(key, { share }));
      update(key, { state: 'done', share: 1, media });
    } catch (error) {
      logFailure(error);
      update(key, { state: 'failed', error: refusalText(error, adminText()) });
    }
  }

  function add(files: File[]) {
    const words = adminText().form.files;
    const added = files.map((file): MediaUpload => {
      const error = fileProblem(file, 'image', words);
      nextKey.current += 1;
      return { key: nextKey.current, file, state: error ? 'failed' : 'waiting', share: 0, error, media: null };
    });
    setUploads((current) => [...current, ...added]);
    for (const upload of added) if (!upload.error) queue.add(() => send(upload));
  }

  const busy = uploads.some((upload) => upload.state === 'waiting' || upload.state === 'sending');
  return {
    uploads,
    busy,
    add,
    /** Takes the finished uploads off the list; those still going stay. */
    clearFinished: () =>
      setUploads((current) => current.filter((upload) => upload.state === 'waiting' || upload.state === 'sending')),
  };
}
