import { type Control, useWatch } from 'react-hook-form';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { PAIR_LANGUAGES, pairFieldLabel } from '../field-labels.ts';
import type { FieldRules } from '../field-rules.ts';
import type { FormRow, SingleRow } from '../resource.ts';
import CopyFromOther from './CopyFromOther.tsx';
import FormField from './FormField.tsx';

type Values = Record<string, unknown>;

interface Props {
  row: FormRow;
  control: Control<Values>;
  /** The rules of every field of the form, by name (field-rules.ts). */
  rules: Record<string, FieldRules>;
  /** The item's public pages need this text, in one language at least. */
  needed?: boolean;
  /** Puts a text into a field, as if typed: a pair's text copied from the other language. */
  onCopy: (name: string, value: string) => void;
}

/** The inputs of one form row: a single field, an Albanian and English pair, or a group. */
export default function FormRowFields({ row, control, rules, needed = false, onCopy }: Props) {
  const t = useAdminText();
  const shown = useAdminLanguage();
  if ('field' in row)
    return (
      <FormField
        spec={row.field}
        label={row.label[shown]}
        hint={row.hint?.[shown]}
        control={control}
        rules={rules[row.field.name]}
      />
    );
  if ('group' in row) {
    return (
      <fieldset className="admin-group">
        <legend>{row.label[shown]}</legend>
        {row.group.map((single) => (
          <GroupField key={single.field.name} single={single} control={control} rules={rules} />
        ))}
      </fieldset>
    );
  }
  return (
    <fieldset className="admin-pair">
      <legend>
        {row.label[shown]}
        {needed && <span className="admin-pair__needed">{t.form.needed}</span>}
      </legend>
      {PAIR_LANGUAGES.map((language) => (
        <div key={language} className="admin-pair__field">
          <FormField
            spec={row[language]}
            label={t.languages.names[language]}
            name={pairFieldLabel(row.label[shown], language, shown)}
            lang={language}
            control={control}
            rules={rules[row[language].name]}
          />
          {row[language].kind !== 'select' && (
            <CopyFromOther row={row} language={language} control={control} onCopy={onCopy} />
          )}
        </div>
      ))}
      {row.hint && <p className="admin-field__hint admin-pair__hint">{row.hint[shown]}</p>}
    </fieldset>
  );
}

/** A field of a group, shown only while the other field it depends on has its value (`onlyWhile`), if it does. */
function GroupField({
  single,
  control,
  rules,
}: {
  single: SingleRow;
  control: Control<Values>;
  rules: Props['rules'];
}) {
  const shown = useAdminLanguage();
  const { onlyWhile } = single;
  const other = useWatch({ control, name: onlyWhile?.field ?? '', disabled: !onlyWhile });
  if (onlyWhile && other !== onlyWhile.value) return null;
  return (
    <FormField
      spec={single.field}
      label={single.label[shown]}
      hint={single.hint?.[shown]}
      control={control}
      rules={rules[single.field.name]}
    />
  );
}
