import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NewAccountSchema } from '#shared/schemas/accounts.ts';
import InputField from '../../layout/InputField.tsx';
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

  const create = ({ repeatPassword: _repeated, ...account }: CreateForm) =>
    submit(
      () => accountCalls.create(account),
      ({ username }) => `The account ${username} is added. Give them the first password.`,
    );

  return (
    <form className="admin-form account-form" onSubmit={form.handleSubmit(create)} noValidate>
      <InputField
        label="Username"
        autoComplete="off"
        hint="No spaces and no @; the account may log in with it or with the email."
        error={errors.username?.message}
        registration={form.register('username')}
      />
      <InputField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <RoleChoices error={errors.roles?.message} registration={form.register('roles')} />
      <NewPasswordFields form={form} name="password" label="First password" whose="the" />
      <FormActions
        failure={errors.root?.message}
        submitLabel="Add the account"
        busyLabel="Adding…"
        isSubmitting={isSubmitting}
        close={close}
      />
    </form>
  );
}
