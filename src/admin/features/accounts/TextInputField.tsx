import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A text or email input with its label, and its hint or error beside it. */
export default function TextInputField({
  label,
  type = 'text',
  autoComplete,
  hint,
  error,
  registration,
}: {
  label: string;
  type?: 'text' | 'email';
  autoComplete: string;
  hint?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="admin-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        {...registration}
      />
      {note && (
        <p id={`${id}-note`} className={error ? 'admin-field__error' : 'admin-field__hint'}>
          {note}
        </p>
      )}
    </div>
  );
}
