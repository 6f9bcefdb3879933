import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginResponseSchema, PasswordChangeSchema } from '#shared/schemas/auth.ts';
import { ApiRequestError, apiRequest, logFailure } from '../../lib/api-client.ts';
import { $session, startSession } from '../../lib/session.ts';
import PageHeader from '../../layout/PageHeader.tsx';
import { notify } from '../../layout/Toasts.tsx';
import { DASHBOARD_PATH } from '../../routes.ts';
import InputField from '../../layout/InputField.tsx';
import NewPasswordFields from './NewPasswordFields.tsx';
import { withRepeatedPassword } from './repeated-password.ts';

const PasswordFormSchema = withRepeatedPassword(PasswordChangeSchema, 'newPassword', 'The two new passwords differ.');
type PasswordForm = z.infer<typeof PasswordFormSchema>;

/** The signed-in admin's account: who they are, and a change of their own password. */
export default function AccountPage() {
  const session = useStore($session);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function change({ currentPassword, newPassword }: PasswordForm) {
    setFailure(null);
    try {
      const body = { currentPassword, newPassword };
      // The change ends every session of the account, this one too: the answer is the new one.
      startSession(await apiRequest('POST', '/user/password', LoginResponseSchema, { body }));
      form.reset();
      notify('Your password is changed. Everywhere else you were signed in, you are signed out.');
    } catch (error) {
      logFailure(error);
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as keyof PasswordForm, { message });
      } else {
        setFailure(
          error instanceof ApiRequestError ? error.message : 'The password could not be changed. Please try again.',
        );
      }
    }
  }

  return (
    <>
      <PageHeader title="Your account" back={{ to: DASHBOARD_PATH, label: 'Dashboard' }} />
      <dl className="field-list">
        <div className="field-list__row">
          <dt>Username</dt>
          <dd>{session?.username}</dd>
        </div>
        <div className="field-list__row">
          <dt>Email</dt>
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
          Change your password
        </h2>
        <InputField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={form.register('currentPassword')}
        />
        <NewPasswordFields form={form} name="newPassword" label="New password" whose="your" />
        {failure && (
          <p className="admin-alert admin-alert--error" role="alert">
            {failure}
          </p>
        )}
        <div className="admin-form__actions">
          <button type="submit" className="admin-button" disabled={isSubmitting}>
            {isSubmitting ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </>
  );
}
