import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import LeaveQuestion from '#admin/layout/LeaveQuestion.tsx';
import PageHeader from '#admin/layout/PageHeader.tsx';
import { FOCAL_CENTRE } from '#shared/domain-values.ts';
import { lacksAltText } from '#shared/entities/media.ts';
import type { ChangeDraftInfo } from '#shared/payloads/change-drafts.ts';
import type { ImageSet } from '#shared/schemas/common.ts';
import { fieldLabels } from '../field-labels.ts';
import { fieldRulesOf } from '../field-rules.ts';
import { listPathOf } from '../list-path.ts';
import { isNeeded, neededLabels } from '../missing-texts.ts';
import PanelSlot from '../PanelSlot.tsx';
import type { FormPanelProps, ItemPanels } from '../panels.ts';
import type { ResourceConfig } from '../resource.ts';
import EditConflict from './EditConflict.tsx';
import FileField from './FileField.tsx';
import FormLanguageMarks from './FormLanguageMarks.tsx';
import FormRowFields from './FormRowFields.tsx';
import { withFieldChecks } from './field-checks.ts';
import { fieldKinds, plainIssues } from './field-messages.ts';
import { initialValues } from './form-values.ts';
import SaveButtons from './SaveButtons.tsx';
import SaveQuestion from './SaveQuestion.tsx';
import UploadProgress from './UploadProgress.tsx';
import { useFocalPoints } from './use-focal-points.ts';
import { useItemSave } from './use-item-save.ts';
import YourVersion from './YourVersion.tsx';

type Item = Record<string, unknown>;

/**
 * The form of a new item (`opened` null) or of an item as it was when the screen opened, with the
 * version its save is made from: a save over someone else's later one is refused (412) and offers
 * their version or an overwrite on purpose. A published item's form may hold its unpublished
 * changes (`changes.draft`), saved from their own ETag (`changes.tag`). How it saves is
 * use-item-save.ts's; this shows the fields, the notices and the questions, and leaves the
 * kind's panels (presence, changes, previews) their slots.
 */
export default function ItemForm<T extends Item>({
  config,
  opened,
  id,
  changes,
  given,
  panels,
}: {
  config: ResourceConfig<T>;
  opened: { data: T; version: string | null } | null;
  id: number | null;
  changes?: { tag: string | null; draft: ChangeDraftInfo | null };
  /** A new item's values given by the address of its screen (`?buildingId=3`). */
  given?: Record<string, string>;
  /** What the kind shows in the form's slots besides its fields (presence, changes, previews). */
  panels: ItemPanels['form'];
}) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const noun = config.nouns[language];
  const rules = useMemo(() => fieldRulesOf(config.entity.schemas.input), [config]);
  const form = useForm<FieldValues>({
    resolver: withFieldChecks(
      zodResolver(config.entity.schemas.input, { error: plainIssues(fieldKinds(config.rows), t.form.issues) }),
      config.rows,
      rules,
      t.form.issues,
    ),
    // Read once, as the form opens; another admin's version comes in later through form.reset.
    defaultValues: initialValues(config, opened?.data ?? null, { given, language }),
  });
  const saving = useItemSave({ config, opened, id, changesTag: changes?.tag ?? null, form });
  const { item, conflict } = saving;
  const focal = useFocalPoints(form, config.entity);
  const editingChanges = Boolean(changes?.draft);
  const hasDrafts = config.api.publication !== undefined;
  const title = item ? t.form.edit(config.describe(item, language).title) : t.form.add(noun.lower);
  const backTo = item && id !== null ? config.paths.view(id) : listPathOf(config, given ?? null);
  const panelProps: FormPanelProps = {
    config: config as unknown as FormPanelProps['config'],
    id,
    item,
    control: form.control,
    chosenFiles: saving.chosenFiles,
    pickedMedia: saving.pickedMedia,
    draft: changes?.draft ?? null,
  };
  const Beside = panels.beside;

  const formElement = (
    <form
      className="admin-form"
      onSubmit={form.handleSubmit((values) =>
        saving.submit(values, editingChanges ? { kind: 'changes', publish: false } : { kind: 'item' }),
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
          undescribed={undescribedImage(item, spec.name)}
          chosen={saving.chosenFiles[spec.name] ?? null}
          fromLibrary={
            spec.fromLibrary
              ? {
                  picked: saving.pickedMedia[spec.name] ?? null,
                  onPick: (media) => {
                    saving.pickMedia(spec.name, media);
                    // The point is the image's own: the form starts from it, so a save keeps it.
                    focal?.setPoint(spec.name, { ...media.imageSets.imageUrl.focalPoint });
                  },
                }
              : undefined
          }
          error={saving.fileProblems[spec.name]}
          onChoose={(file, problem) => {
            saving.chooseFile(spec.name, file, problem);
            // A point was of the image it replaces: the new one starts centred.
            if (file && spec.type === 'image') focal?.setPoint(spec.name, { ...FOCAL_CENTRE });
          }}
          focalPoint={
            spec.type === 'image' && focal
              ? { point: focal.pointOf(spec.name), onChange: (point) => focal.setPoint(spec.name, point) }
              : undefined
          }
        />
      ))}
      <PanelSlot panels={panels.afterFields} props={panelProps} />
      {saving.progress !== null && <UploadProgress share={saving.progress} hasFiles={saving.hasFiles} />}
      {saving.formError && (
        <p className="admin-alert admin-alert--error" role="alert">
          {saving.formError}
        </p>
      )}
      {conflict && (
        <EditConflict
          what={noun.item}
          conflict={conflict}
          isSaving={saving.progress !== null}
          onLoadTheirs={saving.loadTheirs}
          onOverwrite={form.handleSubmit((values) => saving.overwrite(values, conflict.version))}
        />
      )}
      <SaveQuestion
        what={noun.item}
        missing={saving.missing}
        neededLabels={neededLabels(config)}
        onKeepEditing={saving.keepEditing}
        onSave={saving.saveAnyway}
      />
      <SaveButtons
        creating={id === null ? noun.lower : null}
        hasDrafts={hasDrafts}
        isDraft={saving.isDraft}
        editingChanges={editingChanges}
        disabled={saving.progress !== null || saving.saved}
        cancelTo={backTo}
        onSave={(next) => void form.handleSubmit((values) => saving.submit(values, next))()}
      />
    </form>
  );

  return (
    <>
      <LeaveQuestion blocker={saving.blocker} unsaved={t.form.unsaved(noun.item)} />
      <PageHeader title={title} back={{ to: backTo, label: item ? t.common.back : noun.many }} />
      <PanelSlot panels={panels.status} props={panelProps} />
      {saving.mine && (
        <YourVersion
          labels={fieldLabels(config.rows, language)}
          mine={saving.mine}
          theirs={initialValues(config, item, { language })}
          onDismiss={saving.hideMine}
        />
      )}
      <PanelSlot panels={panels.notices} props={panelProps} />
      {Beside ? <Beside {...panelProps}>{formElement}</Beside> : formElement}
    </>
  );
}

/** The image of the library an item's field shows when it says nothing of what it shows; undefined otherwise. */
function undescribedImage(item: Record<string, unknown> | null | undefined, field: string): number | undefined {
  const set = (item?.imageSets as Record<string, ImageSet | null> | undefined)?.[field];
  if (!set?.mediaId || !set.alt) return undefined;
  const texts = { altEn: set.alt.en, altSq: set.alt.sq, decorative: set.decorative ?? false };
  return lacksAltText(texts) ? set.mediaId : undefined;
}
