import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { FieldSpec } from './resource.ts';
import { useFieldOptions } from './use-field-options.ts';

interface Props {
  spec: FieldSpec;
  /** The visible label; `name` is the accessible name when the visible one needs its group to make sense. */
  label: string;
  name?: string | undefined;
  lang?: 'en' | 'sq' | undefined;
  control: Control<Record<string, unknown>>;
  hint?: string | undefined;
}

/** One text, text area, web address or select of an admin form, with its error beside it. */
export default function FormField({ spec, label, name, lang, control, hint }: Props) {
  const id = useId();
  const { options, isLoading } = useFieldOptions(spec);
  // Controlled, so that a select shows its value once its choices arrive from the API.
  const { field, fieldState } = useController({ name: spec.name, control });
  const error = fieldState.error?.message;
  const described = error || hint ? `${id}-note` : undefined;
  const common = {
    id,
    lang,
    name: field.name,
    ref: field.ref,
    value: field.value === null || field.value === undefined ? '' : String(field.value),
    onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
    onBlur: field.onBlur,
    'aria-label': name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };

  return (
    <div className="admin-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {spec.kind === 'textarea' && <textarea rows={8} {...common} />}
      {(spec.kind === 'text' || spec.kind === 'url') && (
        <input
          type={spec.kind === 'url' ? 'url' : 'text'}
          inputMode={spec.kind === 'url' ? 'url' : undefined}
          {...common}
        />
      )}
      {spec.kind === 'select' && (
        <select {...common} disabled={isLoading}>
          {typeof spec.options === 'string' && <option value="">{isLoading ? 'Loading…' : 'Choose…'}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {described && (
        <p id={described} className={error ? 'admin-field__error' : 'admin-field__hint'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
