import { type Control, useWatch } from 'react-hook-form';
import type { PairRow } from './resource.ts';

const NAMES = { en: 'English', sq: 'Albanian' } as const;
const OTHER = { en: 'sq', sq: 'en' } as const;

interface Props {
  row: PairRow;
  /** The language of the field the text would be copied into. */
  language: 'en' | 'sq';
  control: Control<Record<string, unknown>>;
  onCopy: (name: string, value: string) => void;
}

const filled = (value: unknown) => String(value ?? '').trim() !== '';

/**
 * Beside the label of a text that is empty while its pair in the other language is not: copies
 * that text in, for the admin to translate where it stands rather than type it again. It takes no
 * room of its own, so that appearing as the admin types moves nothing.
 */
export default function CopyFromOther({ row, language, control, onCopy }: Props) {
  const from = OTHER[language];
  const [source, target] = useWatch({ control, name: [row[from].name, row[language].name] });
  if (!filled(source) || filled(target)) return null;
  return (
    <button
      type="button"
      className="admin-text-button admin-copy-text"
      aria-label={`Copy the ${NAMES[from]} ${row.label.toLowerCase()} into the ${NAMES[language]} one`}
      onClick={() => onCopy(row[language].name, String(source))}
    >
      Copy from {NAMES[from]}
    </button>
  );
}
