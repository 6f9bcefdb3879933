import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import { ApiRequestError, logFailure } from '#admin/lib/api-client.ts';
import { failureText } from '#admin/lib/failure-text.ts';
import DropZone from '#admin/resources/form/DropZone.tsx';
import { listPathOf } from '#admin/resources/list-path.ts';
import { formField } from '#admin/resources/lists/list-columns.ts';
import { useFieldOptions } from '#admin/resources/use-field-options.ts';
import type { UnitColumnMapping } from '#shared/entities/unit-columns.ts';
import type { UnitImportPreview } from '#shared/payloads/unit-import.ts';
import { unitResource } from '../units/unit-resource.ts';
import ColumnMapping from './ColumnMapping.tsx';
import ImportPreview from './ImportPreview.tsx';
import { applyImport, previewImport } from './import-calls.ts';
import { fileRefusal } from './import-text.ts';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /adminpage/importunits/:buildingId: a building's units from a spreadsheet. The file chosen is
 * previewed at once, by the building's remembered mapping or its headings; each column changed
 * previews it again; the preview says what the import will do, and the import applies it, only
 * while no row is refused. A file corrected and chosen again keeps the columns chosen.
 */
export default function ImportUnits() {
  const buildingId = Number(useParams().buildingId);
  const t = useAdminText();
  const words = t.unitImport;
  const language = useAdminLanguage();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  // Only a mapping the admin chose is sent; until then the API picks it.
  const [chosenMapping, setChosenMapping] = useState<UnitColumnMapping | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const [outdated, setOutdated] = useState(false);
  const buildings = useFieldOptions(formField(unitResource, 'buildingId').spec);
  const building = buildings.options.find((option) => option.value === String(buildingId))?.label ?? `#${buildingId}`;
  const unitsPath = listPathOf(unitResource, { buildingId });

  const preview = useMutation({
    mutationFn: ({ chosen, mapping }: { chosen: File; mapping: UnitColumnMapping | null }) =>
      previewImport(buildingId, chosen, mapping),
    onError: logFailure,
  });
  const apply = useMutation({
    mutationFn: ({ chosen, previewed }: { chosen: File; previewed: UnitImportPreview }) =>
      applyImport(buildingId, chosen, previewed),
    onSuccess: (result) => {
      setApplied(words.applied(result.created, result.changed));
      setFile(null);
      preview.reset();
    },
    onError: (error) => {
      logFailure(error);
      // The units moved on: the preview is made again, to be checked before importing.
      if (error instanceof ApiRequestError && error.code === 'IMPORT_OUTDATED' && file) {
        setOutdated(true);
        preview.mutate({ chosen: file, mapping: preview.data?.mapping ?? chosenMapping });
      }
    },
  });

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    setFile(chosen);
    setApplied(null);
    setOutdated(false);
    apply.reset();
    preview.mutate({ chosen, mapping: chosenMapping });
  }

  function remap(mapping: UnitColumnMapping) {
    if (!file) return;
    setChosenMapping(mapping);
    preview.mutate({ chosen: file, mapping });
  }

  const refusedFile = preview.error ? (fileRefusal(preview.error, language) ?? failureText(preview.error)) : null;
  const shown = preview.data;

  return (
    <>
      <PageHeader title={words.title(building)} back={{ to: unitsPath, label: words.backToUnits }} />
      <p className="unit-import__intro">{words.intro}</p>
      {applied && (
        <div className="unit-import__done" role="status">
          <p>{applied}</p>
          <Link className="admin-button" to={unitsPath}>
            {words.backToUnits}
          </Link>
        </div>
      )}
      <section className="unit-import__step" aria-labelledby={`${fileId}-title`}>
        <h2 id={`${fileId}-title`}>{words.steps.file}</h2>
        <div className="file-field unit-import__file" data-invalid={refusedFile ? '' : undefined}>
          <label htmlFor={fileId}>{words.file}</label>
          <DropZone
            id={fileId}
            accept={ACCEPT}
            invalid={Boolean(refusedFile)}
            describedBy={refusedFile ? `${fileId}-error` : `${fileId}-hint`}
            prompt={words.filePrompt}
            onFiles={([chosen]) => choose(chosen)}
          />
          <p id={`${fileId}-hint`} className="admin-field__hint">
            {file ? `${words.fileChosen(file.name)}. ` : ''}
            {words.fileHint}
          </p>
          <p id={`${fileId}-error`} className="admin-field__error" role="alert">
            {refusedFile}
          </p>
        </div>
        <p className="unit-import__busy" role="status">
          {preview.isPending ? words.reading : ''}
        </p>
      </section>
      {shown && file && (
        <>
          <ColumnMapping preview={shown} disabled={preview.isPending} onChange={remap} />
          <section className="unit-import__step" aria-labelledby={`${fileId}-preview`} aria-busy={preview.isPending}>
            <h2 id={`${fileId}-preview`}>{words.steps.preview}</h2>
            {outdated && (
              <p className="unit-import__warning" role="alert">
                {words.outdated}
              </p>
            )}
            <ImportPreview preview={shown} />
            {apply.error !== null &&
              !(apply.error instanceof ApiRequestError && apply.error.code === 'IMPORT_OUTDATED') && (
                <p className="admin-field__error" role="alert">
                  {failureText(apply.error)}
                </p>
              )}
            <ApplyButton
              preview={shown}
              busy={apply.isPending || preview.isPending}
              onApply={() => apply.mutate({ chosen: file, previewed: shown })}
            />
          </section>
        </>
      )}
    </>
  );
}

/** The import's one write, offered only for a preview that refuses no row and changes something. */
function ApplyButton({ preview, busy, onApply }: { preview: UnitImportPreview; busy: boolean; onApply: () => void }) {
  const words = useAdminText().unitImport;
  const nothing = preview.created.length + preview.changed.length === 0;
  if (preview.refused.length > 0 || preview.missing.length > 0) return null;
  if (nothing) return <p className="unit-import__nothing">{words.nothingToDo}</p>;
  return (
    <div className="unit-import__apply">
      <button type="button" className="admin-button" disabled={busy} onClick={onApply}>
        {busy ? words.applying : words.apply(preview.created.length, preview.changed.length)}
      </button>
    </div>
  );
}
