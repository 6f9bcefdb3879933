import type { Control } from 'react-hook-form';
import FormField from './FormField.tsx';
import type { FormRow } from './resource.ts';

type Values = Record<string, unknown>;

/** The inputs of one form row: a single field, an English and Albanian pair, or a group. */
export default function FormRowFields({ row, control }: { row: FormRow; control: Control<Values> }) {
  if ('field' in row) return <FormField spec={row.field} label={row.label} hint={row.hint} control={control} />;
  if ('group' in row) {
    return (
      <fieldset className="admin-group">
        <legend>{row.label}</legend>
        {row.group.map((single) => (
          <FormField
            key={single.field.name}
            spec={single.field}
            label={single.label}
            hint={single.hint}
            control={control}
          />
        ))}
      </fieldset>
    );
  }
  return (
    <fieldset className="admin-pair">
      <legend>{row.label}</legend>
      <FormField spec={row.en} label="English" name={`${row.label} (English)`} lang="en" control={control} />
      <FormField spec={row.sq} label="Shqip" name={`${row.label} (Shqip)`} lang="sq" control={control} />
      {row.hint && <p className="admin-field__hint admin-pair__hint">{row.hint}</p>}
    </fieldset>
  );
}
