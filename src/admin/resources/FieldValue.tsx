import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import { choicesText, numberText } from './field-text.ts';
import type { FieldSpec } from './resource.ts';
import { useFieldOptions } from './use-field-options.ts';

/**
 * A field's value as an admin reads it: a choice by its label, a number in the admin's language
 * with its unit, a moment in Tirana's time, a link as a link, text as paragraphs; no value as what it means, where the field
 * says ("Price on request"), else as empty.
 */
export default function FieldValue({ field, value }: { field: FieldSpec; value: unknown }) {
  const { options } = useFieldOptions(field);
  const t = useAdminText();
  const language = useAdminLanguage();
  const text =
    value === null || value === undefined
      ? ''
      : field.kind === 'number'
        ? (numberText(field, value, language) ?? '')
        : field.kind === 'choices'
          ? choicesText(field, value, language)
          : field.kind === 'moment'
            ? tiranaTime(String(value), language)
            : String(value);
  if (!text) {
    const blank = (field.kind === 'number' || field.kind === 'select') && field.blank;
    return <span className="admin-muted">{blank ? blank[language] : t.common.empty}</span>;
  }
  if (field.kind === 'select') return <>{options.find((option) => option.value === text)?.label ?? text}</>;
  if (field.kind === 'url') {
    return (
      <a href={text} target="_blank" rel="noreferrer noopener">
        {text}
      </a>
    );
  }
  if (field.kind === 'moment') return <time dateTime={String(value)}>{text}</time>;
  if (field.kind === 'number' || field.kind === 'choices') return <>{text}</>;
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
