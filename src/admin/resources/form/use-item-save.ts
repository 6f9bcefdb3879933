import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { useUnsavedChanges } from '#admin/layout/use-unsaved-changes.ts';
import { ApiRequestError, logFailure, versionedRequest } from '#admin/lib/api-client.ts';
import { messagesIn } from '#admin/lib/messages.ts';
import { focusLatestPublish, markDraftSave } from '#admin/lib/publish-tracker.ts';
import { ADMIN_CREATE_REDIRECT_MS } from '#shared/constants.ts';
import { imageFieldOfReference } from '#shared/entities/focal-points.ts';
import type { Media } from '#shared/entities/media.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { listPathOf } from '../list-path.ts';
import { type MissingTexts, missingTexts } from '../missing-texts.ts';
import type { ResourceConfig } from '../resource.ts';
import { changeCalls } from '../use-changes.ts';
import { fieldRefusal, refusedFields, saveFailure } from './field-messages.ts';
import { formBody, initialValues } from './form-values.ts';
import type { SaveIntent } from './SaveButtons.tsx';

type Item = Record<string, unknown>;

/**
 * What the next save is made from: the item as the form holds it, its ETag, and the ETag of its
 * unpublished changes. Loading another admin's version replaces all three at once.
 */
interface Base<T extends Item> {
  item: T | null;
  version: string | null;
  changesTag: string | null;
}

/**
 * The files chosen for the save, the library's images chosen instead (a field has one or the
 * other), and why a file is refused (by the browser's checks or the API); '' for none.
 */
interface ChosenFiles {
  chosen: Record<string, File | null>;
  picked: Record<string, Media | null>;
  problems: Record<string, string>;
}

/** How the last try went: a message for the whole form, a 412 to resolve, or a save that went through. */
interface Outcome {
  formError: string | null;
  conflict: ApiRequestError['conflict'];
  saved: boolean;
}

/** The save that waits for the admin's answer about the texts the public site would miss. */
interface Asking {
  values: FieldValues;
  missing: MissingTexts;
}

/**
 * Saves an item's form (ItemForm.tsx): creates a new item (`id` null) or updates one from the
 * version it was opened at (`opened.version`, sent as If-Match), or keeps a published item's
 * changes unpublished from their own ETag (`changesTag`). A save over someone else's later one is
 * refused (412) and offers their version or an overwrite on purpose; a save the public site would
 * show without a text it needs asks first. Typed work is held against leaving until a save lands.
 */
export function useItemSave<T extends Item>({
  config,
  opened,
  id,
  changesTag: openedChangesTag,
  form,
}: {
  config: ResourceConfig<T>;
  opened: { data: T; version: string | null } | null;
  id: number | null;
  changesTag: string | null;
  form: UseFormReturn<FieldValues>;
}) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const noun = config.nouns[language];
  const messages = messagesIn(language, noun);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [base, setBase] = useState<Base<T>>({
    item: opened?.data ?? null,
    version: opened?.version ?? null,
    changesTag: openedChangesTag,
  });
  const [mine, setMine] = useState<FieldValues | null>(null);
  const [files, setFiles] = useState<ChosenFiles>({ chosen: {}, picked: {}, problems: {} });
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ formError: null, conflict: null, saved: false });
  const [question, setQuestion] = useState<{ intent: SaveIntent; asking: Asking | null }>({
    intent: { kind: 'item' },
    asking: null,
  });
  const { item } = base;
  const { intent } = question;
  const isDraft = item !== null && config.isDraft(item);
  const hasFiles = Object.values(files.chosen).some(Boolean);
  const hasPicked = Object.values(files.picked).some(Boolean);
  const unsaved = (form.formState.isDirty || hasFiles || hasPicked || mine !== null) && !outcome.saved;
  const leaving = useUnsavedChanges(unsaved);

  const setFormError = (formError: string | null) => setOutcome((current) => ({ ...current, formError }));
  const setConflict = (conflict: Outcome['conflict']) => setOutcome((current) => ({ ...current, conflict }));
  const markSaved = () => setOutcome((current) => ({ ...current, saved: true }));

  /**
   * Saves as `next` says (SaveButtons.tsx), after asking when the public site would miss a text of
   * it; a draft, or changes kept unpublished, which the site does not show, need no question.
   */
  function submit(values: FieldValues, next: SaveIntent) {
    if (hasFileErrors()) return;
    setQuestion((current) => ({ ...current, intent: next }));
    const unseen =
      next.kind === 'changes' ? !next.publish : next.published === false || (next.published === undefined && isDraft);
    const missing = unseen ? null : missingTexts(config, values);
    if (missing) setQuestion((current) => ({ ...current, asking: { values, missing } }));
    else void save(values, undefined, next);
  }

  function hasFileErrors() {
    const refused = Object.values(files.problems).some(Boolean);
    setFormError(refused ? t.form.chooseOtherFile : null);
    return refused;
  }

  async function save(values: FieldValues, from?: string | null, next = intent) {
    if (hasFileErrors()) return;
    setConflict(null);
    setProgress(0);
    const body = formBody(values, files.chosen, files.picked);
    if (next.kind === 'changes' && id !== null) {
      await saveChanges(id, body, from === undefined ? base.changesTag : from, next.publish);
      return;
    }
    const published = next.kind === 'item' ? next.published : undefined;
    if (published !== undefined) body.append('published', String(published));
    try {
      const { data: answer, header } = await versionedRequest(
        id === null ? 'POST' : 'PUT',
        id === null ? config.api.save : config.api.update(id),
        config.singleSchema,
        {
          body,
          ifMatch: from === undefined ? base.version : from,
          onUploadProgress: setProgress,
        },
      );
      await queryClient.invalidateQueries({ queryKey: [config.entity.kind] });
      markSaved();
      leaving.letGo();
      // A save that changed nothing has no publish to follow (the API answers it without an event).
      const eventId = Number(header(PUBLISH_EVENT_HEADER) ?? 0);
      // A draft's save is confirmed once, by its line in the publish tray ("saved as a draft"), at
      // the top of the next screen: a notice too would say it twice, over that screen's buttons.
      const draftSaved = (published === false || (published === undefined && isDraft)) && eventId > 0;
      if (draftSaved) markDraftSave(eventId);
      if (id === null) {
        if (!draftSaved) notify(messages.created);
        setTimeout(() => {
          focusLatestPublish();
          navigate(listPathOf(config, answer));
        }, ADMIN_CREATE_REDIRECT_MS);
      } else {
        if (!draftSaved)
          notify(eventId === 0 ? t.form.unchanged : published ? t.drafts.published(noun.one) : messages.updated);
        if (eventId > 0) focusLatestPublish();
        navigate(config.paths.view(Number(answer[config.idField])));
      }
    } catch (error) {
      logFailure(error);
      showFailure(error);
    } finally {
      setProgress(null);
    }
  }

  /** Keeps the item's changes (and publishes them, if `publish`); then shows the item's screen. */
  async function saveChanges(itemId: number, body: FormData, from: string | null, publish: boolean) {
    try {
      const kept = await changeCalls.save(config, itemId, body, from, setProgress);
      // Kept before publishing, so that a publish refused is tried again from the changes just saved.
      setBase((current) => ({ ...current, changesTag: kept.version }));
      if (publish) await changeCalls.publish(config, itemId, kept.version);
      await queryClient.invalidateQueries({ queryKey: [config.entity.kind] });
      markSaved();
      leaving.letGo();
      notify(publish ? t.changes.published : t.changes.saved);
      if (publish) focusLatestPublish();
      navigate(config.paths.view(itemId));
    } catch (error) {
      logFailure(error);
      showFailure(error);
    } finally {
      setProgress(null);
    }
  }

  /**
   * Puts the saved version into the form (the item's changes, when saving them); the admin's own
   * text stays beside it to copy from.
   */
  async function loadTheirs() {
    if (id === null) return;
    try {
      const latest = await versionedRequest('GET', config.api.single(id), config.singleSchema);
      const kept = intent.kind === 'changes' ? await changeCalls.read(config, id) : null;
      const theirs = kept?.data.draft?.item ?? latest.data;
      setMine(form.getValues());
      setBase((current) => ({
        item: theirs,
        version: latest.version,
        changesTag: kept ? kept.version : current.changesTag,
      }));
      form.reset(initialValues(config, theirs, { language }));
      setConflict(null);
      queryClient.setQueryData([config.entity.kind, 'item', id], latest);
    } catch (error) {
      logFailure(error);
      showFailure(error);
    }
  }

  function showFailure(error: unknown) {
    if (!(error instanceof ApiRequestError)) {
      setFormError(id === null ? messages.createException : messages.updateFailed);
      return;
    }
    if (error.conflict) {
      setConflict(error.conflict);
      return;
    }
    const fileNames = new Set(config.files.map((file) => file.name));
    const named = refusedFields(error, files.chosen).map(([name, message]): [string, string] => {
      // A library image refused (one deleted meanwhile) is named by its reference: shown beside its field.
      const field = imageFieldOfReference(name);
      return [fileNames.has(field) ? field : name, message];
    });
    for (const [name, message] of named) {
      if (fileNames.has(name))
        setFiles((current) => ({ ...current, problems: { ...current.problems, [name]: message } }));
      else form.setError(name, { message: fieldRefusal(error.code, t) ?? message });
    }
    const failure = id === null ? messages.createFailed : messages.updateFailed;
    // A refusal about the whole item (a conflict) has no field to stand beside.
    setFormError(saveFailure(failure, error, named.length, t));
  }

  return {
    /** The item as the form holds it: as opened, or the version loaded over a conflict; null for a new one. */
    item,
    isDraft,
    /** Held while the form has work not saved, for LeaveQuestion.tsx. */
    blocker: leaving.blocker,
    /** The admin's own text, kept beside the version loaded over it; null when none or hidden. */
    mine,
    hideMine: () => setMine(null),
    chosenFiles: files.chosen,
    fileProblems: files.problems,
    hasFiles,
    pickedMedia: files.picked,
    /**
     * Takes a file for the field `name` in the place of any image chosen from the library (null
     * takes either choice back), with why it is refused, if it is.
     */
    chooseFile: (name: string, file: File | null, problem: string | null) =>
      setFiles((current) => ({
        chosen: { ...current.chosen, [name]: file },
        picked: { ...current.picked, [name]: null },
        problems: { ...current.problems, [name]: problem ?? '' },
      })),
    /** Takes an image of the library for the field `name`, in the place of any file chosen. */
    pickMedia: (name: string, media: Media) =>
      setFiles((current) => ({
        chosen: { ...current.chosen, [name]: null },
        picked: { ...current.picked, [name]: media },
        problems: { ...current.problems, [name]: '' },
      })),
    /** The share of the save uploaded so far; null between saves. */
    progress,
    formError: outcome.formError,
    conflict: outcome.conflict,
    saved: outcome.saved,
    submit,
    /** Saves the admin's own text over `version`, the one that refused it, on purpose. */
    overwrite: (values: FieldValues, version: string | null) => save(values, version),
    loadTheirs,
    /** What the public site would miss of the save waiting for an answer; null when none waits. */
    missing: question.asking?.missing ?? null,
    keepEditing: () => setQuestion((current) => ({ ...current, asking: null })),
    saveAnyway: () => {
      if (question.asking) void save(question.asking.values);
      setQuestion((current) => ({ ...current, asking: null }));
    },
  };
}
