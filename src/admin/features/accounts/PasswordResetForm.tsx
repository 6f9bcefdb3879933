import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MIN_PASSWORD_CHARS } from '#shared/constants.ts';
import { type Account, PASSWORD_NAMES_ACCOUNT, PasswordResetSchema } from '#shared/schemas/accounts.ts';
import { passwordNamesAccount } from '#shared/schemas/auth.ts';
import { notify } from '../../layout/Toasts.tsx';
import PasswordField from '../account/PasswordField.tsx';
import { accountCalls, useAccountChange } from './account-calls.ts';
import FormActions from './FormActions.tsx';
import { showFailure } from './form-failure.ts';

/** The API's rules for the new password, checked before it is sent, and the same password twice. */
const resetFormSchema = (account: Account) =>
  PasswordResetSchema.extend({ repeatPassword: z.string() })
    .refine((values) => !passwordNamesAccount(values.password, account), {
      message: PASSWORD_NAMES_ACCOUNT,
      path: ['password'],
    })
    .refine((values) => values.password === values.repeatPassword, {
      message: 'The two passwords differ.',
      path: ['repeatPassword'],
    });
type ResetForm = z.infer<ReturnType<typeof resetFormSchema>>;

/** A new password an admin sets for an account that lost its own; every session of the account ends. */
export default function PasswordResetForm({ account, close }: { account: Account; close: () => void }) {
  const change = useAccountChange();
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema(account)),
    defaultValues: { password: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function save({ password }: ResetForm) {
    try {
      await change(() => accountCalls.password(account.userId, password));
      notify(`The password of ${account.username} is changed; they were signed out everywhere.`);
      close();
    } catch (error) {
      showFailure(form, error);
    }
  }

  return (
    <form className="admin-form account-form" onSubmit={form.handleSubmit(save)} noValidate>
      <p>{account.username} is signed out everywhere and logs in with this password, then changes it.</p>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_CHARS} characters, and not the email or username.`}
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <PasswordField
        label="Repeat the new password"
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        registration={form.register('repeatPassword')}
      />
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
