import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import InputField from '#admin/layout/InputField.tsx';
import { NewAccountSchema } from '#shared/payloads/accounts.ts';
import NewPasswordFields from '../account/NewPasswordFields.tsx';
import { withRepeatedPassword } from '../account/repeated-password.ts';
import { accountCalls } from './account-calls.ts';
import FormActions from './FormActions.tsx';
import RoleChoices from './RoleChoices.tsx';
import { useSubmitChange } from './use-submit-change.ts';

const CreateFormSchema = withRepeatedPassword(NewAccountSchema, 'password');
type CreateForm = z.infer<typeof CreateFormSchema>;

/**
 * A new account with its first password, which the admin hands over; the account changes it on its
 * own account screen. (An invitation by email waits for outgoing email.)
 */
export default function CreateAccountForm({ close }: { close: () => void }) {
  const form = useForm<CreateForm>({
    resolver: zodResolver(CreateFormSchema),
    defaultValues: { username: '', email: '', roles: ['ROLE_USER'], password: '', repeatPassword: '' },
  });
  const submit = useSubmitChange(form, close);
  const { errors, isSubmitting } = form.formState;
  const words = useAdminText().accounts;
  const check = (message: string | undefined) => message && words.check(message);

  const create = ({ repeatPassword: _repeated, ...account }: CreateForm) =>
    submit(
      () => accountCalls.create(account),
      ({ username }, done) => done.added(username),
    );

  return (
    <form className="admin-form account-form" onSubmit={form.handleSubmit(create)} noValidate>
      <InputField
        label={words.username}
        autoComplete="off"
        hint={words.usernameHint}
        error={check(errors.username?.message)}
        registration={form.register('username')}
      />
      <InputField
        label={words.email}
        type="email"
        autoComplete="off"
        error={check(errors.email?.message)}
        registration={form.register('email')}
      />
      <RoleChoices error={errors.roles?.message} registration={form.register('roles')} />
      <NewPasswordFields form={form} name="password" label="first" whose="the" />
      <FormActions
        failure={errors.root?.message}
        submitLabel={words.addAccount}
        busyLabel={words.adding}
        isSubmitting={isSubmitting}
        close={close}
      />
    </form>
  );
}
