import { useId } from 'react';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { UNIT_COLUMN_FIELDS, UNIT_COLUMN_HEADINGS, type UnitColumnMapping } from '#shared/entities/unit-columns.ts';
import type { UnitImportPreview } from '#shared/payloads/unit-import.ts';

interface Props {
  preview: UnitImportPreview;
  disabled: boolean;
  onChange: (mapping: UnitColumnMapping) => void;
}

/**
 * Which column of the file holds each field of a unit: a select per field, among the file's
 * headings, as the preview used them. The reference's is required: units are matched by it.
 */
export default function ColumnMapping({ preview, disabled, onChange }: Props) {
  const id = useId();
  const words = useAdminText().unitImport;
  const language = useAdminLanguage();
  const { mapping, columns, missing } = preview;

  function choose(field: (typeof UNIT_COLUMN_FIELDS)[number], heading: string) {
    const next: UnitColumnMapping = { ...mapping };
    if (heading === '') delete next[field];
    else next[field] = heading;
    onChange(next);
  }

  return (
    <section className="unit-import__step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.steps.columns}</h2>
      <p className="admin-field__hint">{words.columnsHint}</p>
      <div className="unit-import__columns">
        {UNIT_COLUMN_FIELDS.map((field) => {
          const missed = missing.includes(field);
          return (
            <div key={field} className="admin-field unit-import__column" data-invalid={missed ? '' : undefined}>
              <label htmlFor={`${id}-${field}`}>{UNIT_COLUMN_HEADINGS[field][language]}</label>
              <select
                id={`${id}-${field}`}
                value={mapping[field] ?? ''}
                disabled={disabled}
                aria-invalid={missed || undefined}
                aria-describedby={missed ? `${id}-${field}-error` : undefined}
                onChange={(event) => choose(field, event.currentTarget.value)}
              >
                <option value="">{words.notInFile}</option>
                {columns.map((heading, at) => (
                  // Two columns may have one heading: the first is the one a mapping names.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file, whose headings may repeat.
                  <option key={at} value={heading} disabled={columns.indexOf(heading) !== at}>
                    {heading || `#${at + 1}`}
                  </option>
                ))}
              </select>
              {missed && (
                <p id={`${id}-${field}-error`} className="admin-field__error" role="alert">
                  {words.keyMissing}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
