import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { namedMessage } from './field-messages.ts';
import type { FieldRules } from './field-rules.ts';
import type { FieldSpec } from './resource.ts';
import { useFieldOptions } from './use-field-options.ts';
import { useAdminText } from '#admin/i18n/admin-language.ts';

interface Props {
  spec: FieldSpec;
  /** The visible label; `name` is the accessible name when the visible one needs its group to make sense. */
  label: string;
  name?: string | undefined;
  lang?: 'en' | 'sq' | undefined;
  control: Control<Record<string, unknown>>;
  /** What the shared schema asks of the field, given to the browser as `required` and `maxlength`. */
  rules: FieldRules | undefined;
  hint?: string | undefined;
}

/**
 * One text, text area, web address or select of an admin form, with its hint and its error under
 * it, the error naming the field by its label. The error's place is kept whether or not it says
 * anything, so that an error appearing moves nothing on the form.
 */
export default function FormField({ spec, label, name, lang, control, rules, hint }: Props) {
  const id = useId();
  const t = useAdminText();
  const { options, isLoading } = useFieldOptions(spec);
  // Controlled, so that a select shows its value once its choices arrive from the API.
  const { field, fieldState } = useController({ name: spec.name, control });
  const error = fieldState.error?.message && namedMessage(name ?? label, fieldState.error.message);
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
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
    required: rules?.required,
  };
  const length = { maxLength: rules?.maxLength, minLength: rules?.minLength };

  return (
    <div className="admin-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {spec.kind === 'textarea' && <textarea rows={8} {...common} {...length} />}
      {spec.kind === 'date' && <input type="date" {...common} />}
      {(spec.kind === 'text' || spec.kind === 'url') && (
        <input
          type={spec.kind === 'url' ? 'url' : 'text'}
          inputMode={spec.kind === 'url' ? 'url' : undefined}
          {...common}
          {...length}
        />
      )}
      {spec.kind === 'select' && (
        <select {...common} disabled={isLoading}>
          {typeof spec.options === 'string' && <option value="">{isLoading ? t.common.loading : t.form.choose}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      <div className="admin-field__notes">
        {hint && (
          <p id={`${id}-hint`} className="admin-field__hint">
            {hint}
          </p>
        )}
        <div className="admin-field__error-place">
          <p id={`${id}-error`} className="admin-field__error">
            {error}
          </p>
        </div>
      </div>
    </div>
  );
}
