import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MIN_PASSWORD_CHARS } from '#shared/constants.ts';
import { NewAccountSchema } from '#shared/schemas/accounts.ts';
import { notify } from '../../layout/Toasts.tsx';
import PasswordField from '../account/PasswordField.tsx';
import { accountCalls, useAccountChange } from './account-calls.ts';
import FormActions from './FormActions.tsx';
import { showFailure } from './form-failure.ts';
import RoleChoices from './RoleChoices.tsx';
import TextInputField from './TextInputField.tsx';

const CreateFormSchema = NewAccountSchema.safeExtend({ repeatPassword: z.string() }).refine(
  (values) => values.password === values.repeatPassword,
  { message: 'The two passwords differ.', path: ['repeatPassword'] },
);
type CreateForm = z.infer<typeof CreateFormSchema>;

/**
 * A new account with its first password, which the admin hands over; the account changes it on its
 * own account screen. (An invitation by email waits for outgoing email.)
 */
export default function CreateAccountForm({ close }: { close: () => void }) {
  const change = useAccountChange();
  const form = useForm<CreateForm>({
    resolver: zodResolver(CreateFormSchema),
    defaultValues: { username: '', email: '', roles: ['ROLE_USER'], password: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function create({ repeatPassword: _repeated, ...account }: CreateForm) {
    try {
      const created = await change(() => accountCalls.create(account));
      notify(`The account ${created.username} is added. Give them the first password.`);
      close();
    } catch (error) {
      showFailure(form, error);
    }
  }

  return (
    <form className="admin-form account-form" onSubmit={form.handleSubmit(create)} noValidate>
      <TextInputField
        label="Username"
        autoComplete="off"
        hint="No spaces and no @; the account may log in with it or with the email."
        error={errors.username?.message}
        registration={form.register('username')}
      />
      <TextInputField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <RoleChoices error={errors.roles?.message} registration={form.register('roles')} />
      <PasswordField
        label="First password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_CHARS} characters, and not the email or username.`}
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <PasswordField
        label="Repeat the first password"
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        registration={form.register('repeatPassword')}
      />
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
