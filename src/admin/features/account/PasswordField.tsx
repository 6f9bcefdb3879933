import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A password input with its label, its hint and its error beside it. */
export default function PasswordField({
  label,
  autoComplete,
  hint,
  error,
  registration,
}: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
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
        type="password"
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
