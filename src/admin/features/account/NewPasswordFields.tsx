import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import InputField from '#admin/layout/InputField.tsx';

/**
 * A new password and the same again (withRepeatedPassword), the first with the password rules as
 * its hint. `label` says which password it is, the first of a new account or a new one; `whose`
 * says whose email and username the password may not be: "your" or "the".
 */
export default function NewPasswordFields<T extends FieldValues & { repeatPassword: string }>({
  form,
  name,
  label,
  whose,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: 'first' | 'new';
  whose: 'your' | 'the';
}) {
  const t = useAdminText();
  const words = t.passwords;
  const repeat = 'repeatPassword' as Path<T>;
  const errorOf = (field: Path<T>) => {
    const message = form.getFieldState(field, form.formState).error?.message;
    return message && t.accounts.check(message);
  };
  return (
    <>
      <InputField
        label={words.label[label]}
        type="password"
        autoComplete="new-password"
        hint={words.hint[whose]}
        error={errorOf(name)}
        registration={form.register(name)}
      />
      <InputField
        label={words.repeat[label]}
        type="password"
        autoComplete="new-password"
        error={errorOf(repeat)}
        registration={form.register(repeat)}
      />
    </>
  );
}
