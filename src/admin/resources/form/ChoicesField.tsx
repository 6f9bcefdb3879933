import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useAdminLanguage } from '#admin/i18n/admin-language.ts';
import FieldNotes from '../FieldNotes.tsx';
import { choicesIn, withChoice } from '../field-text.ts';
import type { ChoicesFieldSpec } from '../resource.ts';
import { namedMessage } from './field-messages.ts';

/**
 * A field of several fixed choices (a unit's orientation): a group of boxes under its label, each
 * showing its short label where it has one, and its whole label after it for a screen reader. Its value is the
 * ticked choices, comma-separated, in the choices' order.
 */
interface Props {
  spec: ChoicesFieldSpec;
  label: string;
  /** The name its errors give it, where its label needs its group to make sense. */
  name?: string | undefined;
  control: Control<Record<string, unknown>>;
  hint?: string | undefined;
}

export default function ChoicesField({ spec, label, name, control, hint }: Props) {
  const id = useId();
  const language = useAdminLanguage();
  const { field, fieldState } = useController({ name: spec.name, control });
  const error = fieldState.error?.message && namedMessage(name ?? label, fieldState.error.message);
  const chosen = new Set(choicesIn(field.value));
  return (
    <fieldset
      className="admin-field admin-field--choices"
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className="admin-field__label">{label}</legend>
      <div className="admin-choices">
        {spec.options.map((option, index) => {
          const short = option.short?.[language];
          return (
            <label key={option.value} className="admin-choices__choice">
              <input
                ref={index === 0 ? field.ref : undefined}
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={chosen.has(option.value)}
                onChange={(event) =>
                  field.onChange(withChoice(spec, field.value, option.value, event.currentTarget.checked))
                }
                onBlur={field.onBlur}
              />
              {short ? (
                <>
                  {short}
                  <span className="visually-hidden"> ({option.label[language]})</span>
                </>
              ) : (
                option.label[language]
              )}
            </label>
          );
        })}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
