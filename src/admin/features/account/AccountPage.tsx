import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminText, useAdminText } from '#admin/i18n/admin-language.ts';
import { NEW_PASSWORDS_DIFFER } from '#admin/i18n/en-accounts.ts';
import InputField from '#admin/layout/InputField.tsx';
import PageHeader from '#admin/layout/PageHeader.tsx';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import { $session, startSession } from '#admin/lib/session.ts';
import { LoginResponseSchema, PasswordChangeSchema } from '#shared/payloads/auth.ts';
import { FACTOR_SECTIONS } from './factor-sections.ts';
import NewPasswordFields from './NewPasswordFields.tsx';
import OpenSessions from './OpenSessions.tsx';
import { withRepeatedPassword } from './repeated-password.ts';

const PasswordFormSchema = withRepeatedPassword(PasswordChangeSchema, 'newPassword', NEW_PASSWORDS_DIFFER);
type PasswordForm = z.infer<typeof PasswordFormSchema>;

/** The signed-in admin's account: who they are, a change of their own password, its second factor, and its open sessions. */
export default function AccountPage() {
  const session = useStore($session);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useAdminText();
  const words = t.account;
  const queryClient = useQueryClient();

  async function change({ currentPassword, newPassword }: PasswordForm) {
    setFailure(null);
    try {
      const body = { currentPassword, newPassword };
      // The change ends every session of the account, this one too: the answer is the new one.
      startSession(await apiRequest('POST', '/user/password', LoginResponseSchema, { body }));
      form.reset();
      notify(adminText().account.changed);
      // The other sessions it ended leave the list.
      await queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
    } catch (error) {
      logFailure(error);
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as keyof PasswordForm, { message });
      } else {
        setFailure(error instanceof ApiRequestError ? error.message : adminText().account.failed);
      }
    }
  }

  return (
    <>
      <PageHeader title={words.title} back={{ to: DASHBOARD_PATH, label: t.common.dashboard }} />
      <dl className="field-list">
        <div className="field-list__row">
          <dt>{words.username}</dt>
          <dd>{session?.username}</dd>
        </div>
        <div className="field-list__row">
          <dt>{words.email}</dt>
          <dd>{session?.email}</dd>
        </div>
      </dl>
      <form
        className="admin-form account-password"
        onSubmit={form.handleSubmit(change)}
        noValidate
        aria-labelledby="password-title"
      >
        <h2 id="password-title" className="account-password__title">
          {words.change}
        </h2>
        <InputField
          label={words.current}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message && t.accounts.check(errors.currentPassword.message)}
          registration={form.register('currentPassword')}
        />
        <NewPasswordFields form={form} name="newPassword" label="new" whose="your" />
        {failure && (
          <p className="admin-alert admin-alert--error" role="alert">
            {failure}
          </p>
        )}
        <div className="admin-form__actions">
          <button type="submit" className="admin-button" disabled={isSubmitting}>
            {isSubmitting ? words.changing : words.submit}
          </button>
        </div>
      </form>
      {FACTOR_SECTIONS.map(({ key, Section }) => (
        <Section key={key} />
      ))}
      <OpenSessions />
    </>
  );
}
