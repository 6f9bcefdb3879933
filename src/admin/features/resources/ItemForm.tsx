import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ChangeDraftInfo } from '#shared/payloads/change-drafts.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { ADMIN_CREATE_REDIRECT_MS } from '#shared/constants.ts';
import { ApiRequestError, logFailure, versionedRequest } from '#admin/lib/api-client.ts';
import { messagesIn } from '#admin/lib/messages.ts';
import { focusLatestPublish } from '#admin/lib/publish-tracker.ts';
import LeaveQuestion from '#admin/layout/LeaveQuestion.tsx';
import PageHeader from '#admin/layout/PageHeader.tsx';
import { notify } from '#admin/layout/Toasts.tsx';
import { useUnsavedChanges } from '#admin/layout/use-unsaved-changes.ts';
import EditingChanges from '../changes/EditingChanges.tsx';
import { changeCalls } from '../changes/use-changes.ts';
import EditConflict from './EditConflict.tsx';
import FileField from './FileField.tsx';
import { fieldLabels } from './field-labels.ts';
import { fieldKinds, plainIssues, refusedFields, saveFailure } from './field-messages.ts';
import { fieldRulesOf } from './field-rules.ts';
import FormLanguageMarks from './FormLanguageMarks.tsx';
import FormRowFields from './FormRowFields.tsx';
import { formBody, initialValues } from './form-values.ts';
import { isNeeded, type MissingTexts, missingTexts, neededLabels } from './missing-texts.ts';
import SaveButtons, { type SaveIntent } from './SaveButtons.tsx';
import SaveQuestion from './SaveQuestion.tsx';
import UploadProgress from './UploadProgress.tsx';
import YourVersion from './YourVersion.tsx';
import type { ResourceConfig } from './resource.ts';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';

type Item = Record<string, unknown>;

/**
 * The form of a new item (`opened` null) or of an item as it was when the screen opened, with the
 * version its save is made from: a save over someone else's later one is refused (412) and offers
 * their version or an overwrite on purpose. A published item's form may hold its unpublished
 * changes (`changes.draft`), saved from their own ETag (`changes.tag`).
 */
export default function ItemForm<T extends Item>({
  config,
  opened,
  id,
  changes,
}: {
  config: ResourceConfig<T>;
  opened: { data: T; version: string | null } | null;
  id: number | null;
  changes?: { tag: string | null; draft: ChangeDraftInfo | null };
}) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const noun = config.nouns[language];
  const messages = messagesIn(language, noun);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [item, setItem] = useState<T | null>(opened?.data ?? null);
  const [version, setVersion] = useState(opened?.version ?? null);
  const [conflict, setConflict] = useState<ApiRequestError['conflict']>(null);
  const [mine, setMine] = useState<FieldValues | null>(null);
  const rules = useMemo(() => fieldRulesOf(config.inputSchema), [config]);
  const form = useForm<FieldValues>({
    resolver: zodResolver(config.inputSchema, { error: plainIssues(fieldKinds(config.rows), t.form.issues) }),
    defaultValues: initialValues(config, item),
  });
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [asking, setAsking] = useState<{ values: FieldValues; missing: MissingTexts } | null>(null);
  const [intent, setIntent] = useState<SaveIntent>({ kind: 'item' });
  const [changesTag, setChangesTag] = useState(changes?.tag ?? null);
  const editingChanges = Boolean(changes?.draft);
  const hasDrafts = config.api.publication !== undefined;
  const isDraft = item !== null && config.isDraft(item);
  const title = item ? t.form.edit(config.describe(item, language).title) : t.form.add(noun.lower);
  const unsaved = (form.formState.isDirty || Object.values(files).some(Boolean) || mine !== null) && !saved;
  const leaving = useUnsavedChanges(unsaved);

  /**
   * Saves as `next` says (SaveButtons.tsx), after asking when the public site would miss a text of
   * it; a draft, or changes kept unpublished, which the site does not show, need no question.
   */
  function submit(values: FieldValues, next: SaveIntent) {
    if (hasFileErrors()) return;
    setIntent(next);
    const unseen =
      next.kind === 'changes' ? !next.publish : next.published === false || (next.published === undefined && isDraft);
    const missing = unseen ? null : missingTexts(config, values);
    if (missing) setAsking({ values, missing });
    else void save(values, undefined, next);
  }

  function hasFileErrors() {
    const refused = Object.values(fileErrors).some(Boolean);
    setFormError(refused ? t.form.chooseOtherFile : null);
    return refused;
  }

  async function save(values: FieldValues, from?: string | null, next = intent) {
    if (hasFileErrors()) return;
    setConflict(null);
    setProgress(0);
    const body = formBody(values, files);
    if (next.kind === 'changes' && id !== null) {
      await saveChanges(id, body, from === undefined ? changesTag : from, next.publish);
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
          ifMatch: from === undefined ? version : from,
          onUploadProgress: setProgress,
        },
      );
      await queryClient.invalidateQueries({ queryKey: [config.key] });
      setSaved(true);
      leaving.letGo();
      if (id === null) {
        notify(published === false ? t.drafts.savedAsDraft(noun.one) : messages.created);
        setTimeout(() => {
          focusLatestPublish();
          navigate(config.paths.list);
        }, ADMIN_CREATE_REDIRECT_MS);
      } else {
        // A save that changed nothing has no publish to follow (the API answers it without an event).
        const changed = header(PUBLISH_EVENT_HEADER) !== null;
        notify(!changed ? t.form.unchanged : published ? t.drafts.published(noun.one) : messages.updated);
        if (changed) focusLatestPublish();
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
      const saved = await changeCalls.save(config, itemId, body, from, setProgress);
      setChangesTag(saved.version);
      if (publish) await changeCalls.publish(config, itemId, saved.version);
      await queryClient.invalidateQueries({ queryKey: [config.key] });
      setSaved(true);
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
      setItem(theirs);
      setVersion(latest.version);
      if (kept) setChangesTag(kept.version);
      form.reset(initialValues(config, theirs));
      setConflict(null);
      queryClient.setQueryData([config.key, 'item', id], latest);
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
    const named = refusedFields(error, files);
    for (const [name, message] of named) {
      if (fileNames.has(name)) setFileErrors((current) => ({ ...current, [name]: message }));
      else form.setError(name, { message });
    }
    const failure = id === null ? messages.createFailed : messages.updateFailed;
    // A refusal about the whole item (a conflict) has no field to stand beside.
    setFormError(saveFailure(failure, error, named.length, t));
  }

  return (
    <>
      <LeaveQuestion blocker={leaving.blocker} unsaved={t.form.unsaved(noun.lower)} />
      <PageHeader
        title={title}
        back={{
          to: item && id !== null ? config.paths.view(id) : config.paths.list,
          label: item ? t.common.back : noun.many,
        }}
      />
      {mine && (
        <YourVersion
          labels={fieldLabels(config.rows, language)}
          mine={mine}
          theirs={initialValues(config, item)}
          onDismiss={() => setMine(null)}
        />
      )}
      {changes?.draft && <EditingChanges config={config} draft={changes.draft} />}
      <form
        className="admin-form"
        onSubmit={form.handleSubmit((values) =>
          submit(values, editingChanges ? { kind: 'changes', publish: false } : { kind: 'item' }),
        )}
        noValidate
      >
        <FormLanguageMarks config={config} control={form.control as Control<Item>} />
        {config.rows.map((row) => (
          <FormRowFields
            key={row.label.en}
            row={row}
            control={form.control as Control<Item>}
            rules={rules}
            needed={isNeeded(config, row)}
            onCopy={(name, value) => form.setValue(name, value, { shouldDirty: true, shouldValidate: true })}
          />
        ))}
        {config.files.map((spec) => (
          <FileField
            key={spec.name}
            spec={spec}
            current={(item?.[spec.name] as string | null | undefined) ?? null}
            chosen={files[spec.name] ?? null}
            error={fileErrors[spec.name]}
            onChoose={(file, problem) => {
              setFiles((current) => ({ ...current, [spec.name]: file }));
              setFileErrors((current) => ({ ...current, [spec.name]: problem ?? '' }));
            }}
          />
        ))}
        {progress !== null && <UploadProgress share={progress} hasFiles={Object.values(files).some(Boolean)} />}
        {formError && (
          <p className="admin-alert admin-alert--error" role="alert">
            {formError}
          </p>
        )}
        {conflict && (
          <EditConflict
            what={noun.lower}
            conflict={conflict}
            isSaving={progress !== null}
            onLoadTheirs={loadTheirs}
            onOverwrite={form.handleSubmit((values) => save(values, conflict.version))}
          />
        )}
        <SaveQuestion
          what={noun.lower}
          missing={asking?.missing ?? null}
          neededLabels={neededLabels(config)}
          onKeepEditing={() => setAsking(null)}
          onSave={() => {
            if (asking) void save(asking.values);
            setAsking(null);
          }}
        />
        <SaveButtons
          creating={id === null ? noun.lower : null}
          hasDrafts={hasDrafts}
          isDraft={isDraft}
          editingChanges={editingChanges}
          disabled={progress !== null || saved}
          cancelTo={item && id !== null ? config.paths.view(id) : config.paths.list}
          onSave={(next) => void form.handleSubmit((values) => submit(values, next))()}
        />
      </form>
    </>
  );
}
