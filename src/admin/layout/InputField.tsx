import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A text, email or password input of a react-hook-form form, with its label, and its hint or error under it. */
export default function InputField({
  label,
  type = 'text',
  autoComplete,
  hint,
  error,
  registration,
}: {
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: 'off' | 'current-password' | 'new-password';
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
