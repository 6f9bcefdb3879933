import { type Control, useWatch } from 'react-hook-form';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { hasText } from '#shared/entities/entity-texts.ts';
import { OTHER_LANGUAGE } from '#shared/i18n/languages.ts';
import type { PairRow } from '../resource.ts';

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
  const t = useAdminText();
  const shown = useAdminLanguage();
  const from = OTHER_LANGUAGE[language];
  const [source, target] = useWatch({ control, name: [row[from].name, row[language].name] });
  if (!hasText(source) || hasText(target)) return null;
  const [fromName, toName] = [t.languages.names[from], t.languages.names[language]];
  return (
    <button
      type="button"
      className="admin-text-button admin-copy-text"
      aria-label={t.languages.copyLabel(fromName, row.label[shown].toLowerCase(), toName)}
      onClick={() => onCopy(row[language].name, String(source))}
    >
      {t.languages.copy(fromName)}
    </button>
  );
}
