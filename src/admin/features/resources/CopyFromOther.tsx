import { type Control, useWatch } from 'react-hook-form';
import { hasText } from '#shared/entities/define-entity.ts';
import { LANGUAGE_NAMES_IN_ENGLISH, OTHER_LANGUAGE } from '#shared/i18n/languages.ts';
import type { PairRow } from './resource.ts';

interface Props {
  row: PairRow;
  /** The language of the field the text would be copied into. */
  language: 'en' | 'sq';
  control: Control<Record<string, unknown>>;
  onCopy: (name: string, value: string) => void;
}

/**
 * Beside the label of a text that is empty while its pair in the other language is not: copies
 * that text in, for the admin to translate where it stands rather than type it again. It takes no
 * room of its own, so that appearing as the admin types moves nothing.
 */
export default function CopyFromOther({ row, language, control, onCopy }: Props) {
  const from = OTHER_LANGUAGE[language];
  const [source, target] = useWatch({ control, name: [row[from].name, row[language].name] });
  if (!hasText(source) || hasText(target)) return null;
  const [fromName, toName] = [LANGUAGE_NAMES_IN_ENGLISH[from], LANGUAGE_NAMES_IN_ENGLISH[language]];
  return (
    <button
      type="button"
      className="admin-text-button admin-copy-text"
      aria-label={`Copy the ${fromName} ${row.label.toLowerCase()} into the ${toName} one`}
      onClick={() => onCopy(row[language].name, String(source))}
    >
      Copy from {fromName}
    </button>
  );
}
