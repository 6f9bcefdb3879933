import { useEffect, useId } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { fromTiranaInput, tiranaInputValue } from '#admin/lib/tirana-time.ts';
import FieldNotes from '../FieldNotes.tsx';
import type { FieldRules } from '../field-rules.ts';
import { inputModeOf } from '../field-text.ts';
import type { FieldSpec } from '../resource.ts';
import { useFieldOptions } from '../use-field-options.ts';
import ChoicesField from './ChoicesField.tsx';
import { namedMessage } from './field-messages.ts';

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
 * One text, text area, web address, number, date, moment, select or group of boxes of an admin
 * form, with its hint and its error under it, the error naming the field by its label. The error's place is kept
 * whether or not it says anything, so that an error appearing moves nothing on the form.
 */
export default function FormField(props: Props) {
  return props.spec.kind === 'choices' ? <ChoicesField {...props} spec={props.spec} /> : <SingleField {...props} />;
}

function SingleField({ spec, label, name, lang, control, rules, hint }: Props) {
  const id = useId();
  const t = useAdminText();
  const within = spec.kind === 'select' ? spec.within : undefined;
  const other = useWatch({ control, name: within?.field ?? '', disabled: !within });
  const { options, isLoading } = useFieldOptions(spec, other);
  // Controlled, so that a select shows its value once its choices arrive from the API.
  const { field, fieldState } = useController({ name: spec.name, control });
  const error = fieldState.error?.message && namedMessage(name ?? label, fieldState.error.message);
  const stale = within !== undefined && field.value !== '' && !options.some((option) => option.value === field.value);
  useEffect(() => {
    // A choice the other field no longer allows (a shop's type once the category is apartments) goes.
    if (stale) field.onChange('');
  }, [stale, field]);
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
      <label htmlFor={id}>
        {label}
        {spec.kind === 'number' && spec.unit && <span className="visually-hidden"> ({spec.unit.symbol})</span>}
      </label>
      {spec.kind === 'textarea' && <textarea rows={8} {...common} {...length} />}
      {spec.kind === 'date' && <input type="date" {...common} />}
      {spec.kind === 'moment' && (
        // The field shows Tirana's wall time; the form keeps the moment it names.
        <input
          type="datetime-local"
          {...common}
          value={common.value === '' ? '' : tiranaInputValue(common.value)}
          onChange={(event) => field.onChange(fromTiranaInput(event.currentTarget.value) ?? '')}
        />
      )}
      {(spec.kind === 'text' || spec.kind === 'url') && (
        <input
          type={spec.kind === 'url' ? 'url' : 'text'}
          inputMode={spec.kind === 'url' ? 'url' : undefined}
          {...common}
          {...length}
        />
      )}
      {spec.kind === 'number' && (
        <div className="admin-field__number" data-unit={spec.unit?.place}>
          <input type="text" inputMode={inputModeOf(spec)} autoComplete="off" {...common} />
          {spec.unit && (
            <span className="admin-field__unit" aria-hidden="true">
              {spec.unit.symbol}
            </span>
          )}
        </div>
      )}
      {spec.kind === 'select' && (
        <select {...common} disabled={isLoading}>
          {(typeof spec.options === 'string' ||
            (field.value === '' && !options.some((option) => option.value === ''))) && (
            <option value="">{isLoading ? t.common.loading : t.form.choose}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
