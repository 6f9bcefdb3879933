import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { type Account, RolesChangeSchema } from '#shared/payloads/accounts.ts';
import { accountCalls } from './account-calls.ts';
import FormActions from './FormActions.tsx';
import RoleChoices from './RoleChoices.tsx';
import { useSubmitChange } from './use-submit-change.ts';

type RolesForm = z.infer<typeof RolesChangeSchema>;

/** The roles of an account; a change ends its sessions, so that it logs in again with the new ones. */
export default function RolesForm({ account, close }: { account: Account; close: () => void }) {
  const form = useForm<RolesForm>({
    resolver: zodResolver(RolesChangeSchema),
    defaultValues: { roles: account.roles },
  });
  const submit = useSubmitChange(form, close);
  const { errors, isSubmitting } = form.formState;
  const words = useAdminText().accounts;

  const save = ({ roles }: RolesForm) =>
    submit(
      () => accountCalls.roles(account.userId, roles),
      ({ username }, done) => done.rolesChanged(username),
    );

  return (
    <form className="admin-form account-form" onSubmit={form.handleSubmit(save)} noValidate>
      <p>{words.rolesText(account.username)}</p>
      <RoleChoices error={errors.roles?.message} registration={form.register('roles')} />
      <FormActions
        failure={errors.root?.message}
        submitLabel={words.saveRoles}
        busyLabel={words.savingRoles}
        isSubmitting={isSubmitting}
        close={close}
      />
    </form>
  );
}
