import type { FieldSpec } from './resource.ts';
import { useFieldOptions } from './use-field-options.ts';
import { useAdminText } from '#admin/i18n/admin-language.ts';

/** A field's value as an admin reads it: a choice by its label, a link as a link, text as paragraphs. */
export default function FieldValue({ field, value }: { field: FieldSpec; value: unknown }) {
  const { options } = useFieldOptions(field);
  const t = useAdminText();
  const text = value === null || value === undefined ? '' : String(value);
  if (!text) return <span className="admin-muted">{t.common.empty}</span>;
  if (field.kind === 'select') return <>{options.find((option) => option.value === text)?.label ?? text}</>;
  if (field.kind === 'url') {
    return (
      <a href={text} target="_blank" rel="noreferrer noopener">
        {text}
      </a>
    );
  }
  return (
    <>
      {text.split(/\n+/).map((paragraph, index) => (
        // Paragraphs have no identity of their own beyond their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
