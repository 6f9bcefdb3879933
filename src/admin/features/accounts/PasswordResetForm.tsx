import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Account, passwordResetSchemaFor } from '#shared/schemas/accounts.ts';
import NewPasswordFields from '../account/NewPasswordFields.tsx';
import { withRepeatedPassword } from '../account/repeated-password.ts';
import { accountCalls } from './account-calls.ts';
import FormActions from './FormActions.tsx';
import { useSubmitChange } from './use-submit-change.ts';

const resetFormSchema = (account: Account) => withRepeatedPassword(passwordResetSchemaFor(account), 'password');
type ResetForm = z.infer<ReturnType<typeof resetFormSchema>>;

/** A new password an admin sets for an account that lost its own; every session of the account ends. */
export default function PasswordResetForm({ account, close }: { account: Account; close: () => void }) {
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema(account)),
    defaultValues: { password: '', repeatPassword: '' },
  });
  const submit = useSubmitChange(form, close);
  const { errors, isSubmitting } = form.formState;

  const save = ({ password }: ResetForm) =>
    submit(
      () => accountCalls.password(account.userId, password),
      ({ username }) => `The password of ${username} is changed; they were signed out everywhere.`,
    );

  return (
    <form className="admin-form account-form" onSubmit={form.handleSubmit(save)} noValidate>
      <p>{account.username} is signed out everywhere and logs in with this password, then changes it.</p>
      <NewPasswordFields form={form} name="password" label="New password" whose="the" />
      <FormActions
        failure={errors.root?.message}
        submitLabel="Set the password"
        busyLabel="Setting…"
        isSubmitting={isSubmitting}
        close={close}
      />
    </form>
  );
}
