import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { MIN_PASSWORD_CHARS } from '#shared/constants.ts';
import InputField from '../../layout/InputField.tsx';

/**
 * A new password and the same again (withRepeatedPassword), the first with the password rules as
 * its hint. `whose` says whose email and username the password may not be: "your" or "the".
 */
export default function NewPasswordFields<T extends FieldValues & { repeatPassword: string }>({
  form,
  name,
  label,
  whose,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: 'First password' | 'New password';
  whose: 'your' | 'the';
}) {
  const repeat = 'repeatPassword' as Path<T>;
  const errorOf = (field: Path<T>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <InputField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_CHARS} characters, and not ${whose} email or username.`}
        error={errorOf(name)}
        registration={form.register(name)}
      />
      <InputField
        label={`Repeat the ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        error={errorOf(repeat)}
        registration={form.register(repeat)}
      />
    </>
  );
}
