import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import MediaChooser from '#admin/features/media/MediaChooser.tsx';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import LeaveQuestion from '#admin/layout/LeaveQuestion.tsx';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { notify } from '#admin/layout/Toasts.tsx';
import { useUnsavedChanges } from '#admin/layout/use-unsaved-changes.ts';
import { ApiRequestError, apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { messagesIn } from '#admin/lib/messages.ts';
import DropZone from '#admin/resources/form/DropZone.tsx';
import { ACCEPT, fileProblem } from '#admin/resources/form/file-checks.ts';
import { ADMIN_CREATE_REDIRECT_MS } from '#shared/constants.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import type { ImageCollection } from './image-collection.ts';
import UploadList, { type Upload } from './UploadList.tsx';
import { useParents } from './use-collection.ts';

/**
 * Adds several images at once to one project's gallery or one news item, each with its progress:
 * files dropped or chosen, and images of the library chosen from it (each added as it is, by its
 * id). Files chosen again take the place of the files before; the library's images stay.
 */
export default function ImageCollectionAdd({ collection }: { collection: ImageCollection }) {
  const parents = useParents(collection);
  const [searchParams] = useSearchParams();
  const [parentId, setParentId] = useState(searchParams.get(collection.parent.entity.idField) ?? '');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useAdminText();
  const words = t.images;
  const language = useAdminLanguage();
  const noun = collection.nouns[language];
  const messages = messagesIn(language, noun);
  const parentFieldId = useId();
  const filesFieldId = useId();
  const nextKey = useRef(0);
  const keyed = (from: Upload['from']) => ({ key: String(nextKey.current++), from });
  // Images chosen and not yet added (or refused: the admin may want to see which) would be lost.
  const leaving = useUnsavedChanges(uploads.some((upload) => upload.state !== 'done'));

  const update = (index: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload, at) => (at === index ? { ...upload, ...change } : upload)));

  async function send() {
    if (!parentId) return setProblem(words.chooseParent(collection.parent.nouns[language]));
    if (uploads.length === 0) return setProblem(words.chooseImages);
    setProblem(null);
    setBusy(true);
    // Images refused before sending count as not added; the others still go.
    let failed = uploads.filter((upload) => upload.error && upload.state !== 'done').length;
    let added = 0;
    // One at a time: each image is encoded by the API, and the progress of each stays readable.
    for (const [index, upload] of uploads.entries()) {
      if (upload.state === 'done' || upload.error) continue;
      const body = new FormData();
      body.append(collection.parent.entity.idField, parentId);
      if ('file' in upload.from) body.append(collection.imageField, upload.from.file);
      else body.append(mediaReferenceOf(collection.imageField), String(upload.from.media.mediaId));
      update(index, { state: 'sending', share: 0 });
      try {
        await apiRequest('POST', collection.api.save, collection.savedSchema, {
          body,
          onUploadProgress: (share) => update(index, { share }),
        });
        update(index, { state: 'done', share: 1 });
        added += 1;
      } catch (error) {
        failed += 1;
        logFailure(error);
        update(index, {
          state: 'failed',
          error: error instanceof ApiRequestError ? error.message : messages.createException,
        });
      }
    }
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: [collection.entity.kind] });
    if (failed === 0) {
      notify(added === 1 ? messages.created : words.added(added));
      leaving.letGo();
      setTimeout(() => navigate(collection.paths.list), ADMIN_CREATE_REDIRECT_MS);
    } else {
      setProblem(words.notAdded(messages.createFailed, failed));
    }
  }

  return (
    <>
      <LeaveQuestion blocker={leaving.blocker} unsaved={words.unsaved} />
      <PageHeader title={words.addTitle(noun.manyLower)} back={{ to: collection.paths.list, label: noun.many }} />
      <QueryState query={parents}>
        {(parentList) => (
          <form
            className="admin-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <div className="admin-field">
              <label htmlFor={parentFieldId}>{collection.parent.nouns[language].one}</label>
              <select
                id={parentFieldId}
                value={parentId}
                onChange={(event) => setParentId(event.currentTarget.value)}
                required
              >
                <option value="">{words.choose}</option>
                {parentList.map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {parent.title} (#{parent.id})
                  </option>
                ))}
              </select>
            </div>
            <div className="admin-field">
              <label htmlFor={filesFieldId}>{words.images}</label>
              <DropZone
                id={filesFieldId}
                accept={ACCEPT.image}
                multiple
                invalid={false}
                describedBy={`${filesFieldId}-hint`}
                prompt={words.drop}
                onFiles={(files) =>
                  setUploads((current) => [
                    ...current.filter((upload) => 'media' in upload.from),
                    ...files.map(
                      (file): Upload => ({
                        ...keyed({ file }),
                        state: 'waiting',
                        share: 0,
                        error: fileProblem(file, 'image', t.form.files),
                      }),
                    ),
                  ])
                }
              />
              <MediaChooser
                title={t.mediaChooser.titleMany}
                multiple
                onChoose={(chosen) =>
                  setUploads((current) => [
                    ...current,
                    ...chosen
                      .filter(
                        (media) =>
                          !current.some(
                            (upload) => 'media' in upload.from && upload.from.media.mediaId === media.mediaId,
                          ),
                      )
                      .map((media): Upload => ({ ...keyed({ media }), state: 'waiting', share: 0, error: null })),
                  ])
                }
              />
              <p id={`${filesFieldId}-hint`} className="admin-field__hint">
                {words.hint}
              </p>
            </div>
            <UploadList uploads={uploads} />
            {problem && (
              <p className="admin-alert admin-alert--error" role="alert">
                {problem}
              </p>
            )}
            <div className="admin-form__actions">
              <button type="submit" className="admin-button" disabled={busy}>
                {busy ? words.uploading : words.upload(uploads.length)}
              </button>
              <Link className="admin-button admin-button--ghost" to={collection.paths.list}>
                {t.common.cancel}
              </Link>
            </div>
          </form>
        )}
      </QueryState>
    </>
  );
}
