import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { type Account, passwordResetSchemaFor } from '#shared/payloads/accounts.ts';
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
  const words = useAdminText().accounts;

  const save = ({ password }: ResetForm) =>
    submit(
      () => accountCalls.password(account.userId, password),
      ({ username }, done) => done.passwordSet(username),
    );

  return (
    <form className="admin-form account-form" onSubmit={form.handleSubmit(save)} noValidate>
      <p>{words.resetText(account.username)}</p>
      <NewPasswordFields form={form} name="password" label="new" whose="the" />
      <FormActions
        failure={errors.root?.message}
        submitLabel={words.setPassword}
        busyLabel={words.settingPassword}
        isSubmitting={isSubmitting}
        close={close}
      />
    </form>
  );
}
