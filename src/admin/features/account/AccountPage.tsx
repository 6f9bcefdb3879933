import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MIN_PASSWORD_CHARS } from '#shared/constants.ts';
import { LoginResponseSchema, PasswordChangeSchema } from '#shared/schemas/auth.ts';
import { ApiRequestError, apiRequest, logFailure } from '../../lib/api-client.ts';
import { $session, startSession } from '../../lib/session.ts';
import PageHeader from '../../layout/PageHeader.tsx';
import { notify } from '../../layout/Toasts.tsx';
import { DASHBOARD_PATH } from '../../routes.ts';
import PasswordField from './PasswordField.tsx';

const PasswordFormSchema = PasswordChangeSchema.extend({ repeatPassword: z.string() }).refine(
  (values) => values.newPassword === values.repeatPassword,
  { message: 'The two new passwords differ.', path: ['repeatPassword'] },
);
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
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={form.register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_CHARS} characters, and not your email or username.`}
          error={errors.newPassword?.message}
          registration={form.register('newPassword')}
        />
        <PasswordField
          label="Repeat the new password"
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          registration={form.register('repeatPassword')}
        />
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
