import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Account } from '#shared/schemas/accounts.ts';
import { RolesChangeSchema } from '#shared/schemas/accounts.ts';
import { notify } from '../../layout/Toasts.tsx';
import { accountCalls, useAccountChange } from './account-calls.ts';
import FormActions from './FormActions.tsx';
import { showFailure } from './form-failure.ts';
import RoleChoices from './RoleChoices.tsx';

type RolesForm = z.infer<typeof RolesChangeSchema>;

/** The roles of an account; a change ends its sessions, so that it logs in again with the new ones. */
export default function RolesForm({ account, close }: { account: Account; close: () => void }) {
  const change = useAccountChange();
  const form = useForm<RolesForm>({
    resolver: zodResolver(RolesChangeSchema),
    defaultValues: { roles: account.roles },
  });
  const { errors, isSubmitting } = form.formState;

  async function save({ roles }: RolesForm) {
    try {
      await change(() => accountCalls.roles(account.userId, roles));
      notify(`The roles of ${account.username} are changed; they were signed out everywhere.`);
      close();
    } catch (error) {
      showFailure(form, error);
    }
  }

  return (
    <form className="admin-form account-form" onSubmit={form.handleSubmit(save)} noValidate>
      <p>A change signs {account.username} out everywhere: they log in again with the new roles.</p>
      <RoleChoices error={errors.roles?.message} registration={form.register('roles')} />
      <FormActions
        failure={errors.root?.message}
        submitLabel="Save the roles"
        busyLabel="Saving…"
        isSubmitting={isSubmitting}
        close={close}
      />
    </form>
  );
}
