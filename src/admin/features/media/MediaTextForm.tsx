import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { type Control, type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import LeaveQuestion from '#admin/layout/LeaveQuestion.tsx';
import { notify } from '#admin/layout/Toasts.tsx';
import { useUnsavedChanges } from '#admin/layout/use-unsaved-changes.ts';
import { ApiRequestError, logFailure, type Versioned, versionedRequest } from '#admin/lib/api-client.ts';
import { messagesIn } from '#admin/lib/messages.ts';
import { focusLatestPublish } from '#admin/lib/publish-tracker.ts';
import { fieldLabels } from '#admin/resources/field-labels.ts';
import { fieldRulesOf } from '#admin/resources/field-rules.ts';
import EditConflict from '#admin/resources/form/EditConflict.tsx';
import FocalPointPicker, { type FocalPoint } from '#admin/resources/form/FocalPointPicker.tsx';
import FormRowFields from '#admin/resources/form/FormRowFields.tsx';
import { fieldKinds, plainIssues, saveFailure } from '#admin/resources/form/field-messages.ts';
import YourVersion from '#admin/resources/form/YourVersion.tsx';
import { FOCAL_CENTRE } from '#shared/domain-values.ts';
import { type Media, type MediaInput, MediaInputSchema, MediaSchema } from '#shared/entities/media.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { ALT_TEXT_ROW, IMAGE_LABEL, MEDIA_CALLS, MEDIA_SCREENS } from './media-screens.ts';
import { saveMediaTexts } from './use-media.ts';

/** What the form holds of an image: its texts, whether it is decorative, and its focal point. */
interface Values {
  altEn: string;
  altSq: string;
  decorative: boolean;
  focalPoints: { imageUrl: FocalPoint };
}

const valuesOf = (media: Media): Values => ({
  altEn: media.altEn,
  altSq: media.altSq,
  decorative: media.decorative,
  focalPoints: { imageUrl: media.focalPoints.imageUrl ?? { ...FOCAL_CENTRE } },
});

interface Props {
  media: Media;
  /** The version the save is made from (If-Match): someone else's later save refuses it (412). */
  version: string | null;
  /** Hears the image as the API has it after a save, or as another admin left it. */
  onCurrent: (current: Versioned<Media>) => void;
}

/**
 * What an image shows, as the site will say it: its alternative text in English and Albanian, or
 * that it is decorative, and its focal point. Saved from the version the screen opened; a save
 * over someone else's later one offers their version or an overwrite on purpose, as every form
 * does (EditConflict), and typed work is held against leaving.
 */
export default function MediaTextForm({ media, version, onCurrent }: Props) {
  const t = useAdminText();
  const words = t.mediaItem;
  const language = useAdminLanguage();
  const messages = messagesIn(language, MEDIA_SCREENS.nouns[language]);
  const rules = useMemo(() => fieldRulesOf(MediaInputSchema), []);
  const form = useForm<Values>({
    resolver: zodResolver(MediaInputSchema, {
      error: plainIssues(fieldKinds([ALT_TEXT_ROW]), t.form.issues),
    }) as unknown as Resolver<Values>,
    defaultValues: valuesOf(media),
  });
  const point = useWatch({ control: form.control, name: 'focalPoints.imageUrl' });
  const decorative = useWatch({ control: form.control, name: 'decorative' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ApiRequestError['conflict']>(null);
  const [mine, setMine] = useState<FieldValues | null>(null);
  const leaving = useUnsavedChanges(form.formState.isDirty);
  const decorativeId = useId();

  // A new version the form did not make (its file replaced) brings its values, unless the admin is typing.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(valuesOf(media));
  }, [media, isDirty, form]);

  async function save(values: MediaInput, from: string | null) {
    setSaving(true);
    setFailure(null);
    setConflict(null);
    try {
      const written = await saveMediaTexts(media.mediaId, values, from);
      form.reset(valuesOf(written.data));
      onCurrent(written);
      const eventId = Number(written.header(PUBLISH_EVENT_HEADER) ?? 0);
      notify(eventId === 0 ? t.form.unchanged : messages.updated);
      if (eventId > 0) focusLatestPublish();
    } catch (error) {
      logFailure(error);
      if (error instanceof ApiRequestError && error.conflict) setConflict(error.conflict);
      else if (error instanceof ApiRequestError) {
        const named = Object.entries(error.fields).filter(([name]) => name === 'altEn' || name === 'altSq');
        for (const [name, message] of named) form.setError(name as 'altEn' | 'altSq', { message });
        setFailure(saveFailure(messages.updateFailed, error, named.length, t));
      } else setFailure(messages.updateFailed);
    } finally {
      setSaving(false);
    }
  }

  /** Puts the saved version into the form; the admin's own text stays beside it to copy from. */
  async function loadTheirs() {
    try {
      const latest = await versionedRequest('GET', MEDIA_CALLS.single(media.mediaId), MediaSchema);
      setMine(form.getValues());
      form.reset(valuesOf(latest.data));
      setConflict(null);
      onCurrent(latest);
    } catch (error) {
      logFailure(error);
      setFailure(messages.updateFailed);
    }
  }

  const submit = (from: string | null) => form.handleSubmit((values) => save(values as unknown as MediaInput, from));

  return (
    <>
      <LeaveQuestion blocker={leaving.blocker} unsaved={t.form.unsaved(MEDIA_SCREENS.nouns[language].item)} />
      {mine && (
        <YourVersion
          labels={fieldLabels([ALT_TEXT_ROW], language)}
          mine={mine}
          theirs={form.getValues()}
          onDismiss={() => setMine(null)}
        />
      )}
      <form className="admin-form media-form" noValidate onSubmit={submit(version)}>
        <h2 className="media-form__title">{words.texts}</h2>
        <div className="media-form__texts" data-decorative={decorative ? '' : undefined}>
          <FormRowFields
            row={ALT_TEXT_ROW}
            control={form.control as unknown as Control<Record<string, unknown>>}
            rules={rules}
            onCopy={(name, value) =>
              form.setValue(name as 'altEn' | 'altSq', value, { shouldDirty: true, shouldValidate: true })
            }
          />
        </div>
        <div className="media-decorative">
          <input
            id={decorativeId}
            type="checkbox"
            aria-describedby={`${decorativeId}-hint`}
            {...form.register('decorative')}
          />
          <label htmlFor={decorativeId}>{words.decorative}</label>
          <p id={`${decorativeId}-hint`} className="admin-field__hint">
            {words.decorativeHint}
          </p>
        </div>
        <FocalPointPicker
          url={media.imageUrl}
          label={IMAGE_LABEL[language]}
          point={point}
          onChange={(next) => form.setValue('focalPoints', { imageUrl: next }, { shouldDirty: true })}
        />
        {failure && (
          <p className="admin-alert admin-alert--error" role="alert">
            {failure}
          </p>
        )}
        {conflict && (
          <EditConflict
            what={MEDIA_SCREENS.nouns[language].item}
            conflict={conflict}
            isSaving={saving}
            onLoadTheirs={() => void loadTheirs()}
            onOverwrite={submit(conflict.version)}
          />
        )}
        <div className="admin-form__actions">
          <button type="submit" className="admin-button" disabled={saving}>
            {saving ? t.form.saving : words.save}
          </button>
        </div>
      </form>
    </>
  );
}
