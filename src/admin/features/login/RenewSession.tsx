import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { LoginResponseSchema } from '#shared/payloads/auth.ts';
import { ApiRequestError, apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { $session, canEdit, startSession } from '#admin/lib/session.ts';
import { $renewal } from '#admin/lib/session-renewal.ts';
import InputField from '#admin/layout/InputField.tsx';
import QuestionDialog from '#admin/layout/QuestionDialog.tsx';
import { failureOf } from './login-failure.ts';
import { useAdminText } from '#admin/i18n/admin-language.ts';

/** Why logging in again did not work, in plain words. */
/**
 * The session ran out while typed work was not saved (session-renewal.ts): the admin logs in
 * again here, and what they were doing goes on, the save they pressed included. Logging out
 * instead ends the session and leaves the work.
 */
export default function RenewSession() {
  const renewal = useStore($renewal);
  const words = useAdminText().renew;
  const session = useStore($session);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  async function logIn({ password }: { password: string }) {
    if (!session) return;
    setFailure(null);
    try {
      const login = await apiRequest('POST', '/user/login', LoginResponseSchema, {
        body: { usernameOrEmail: session.email, password },
        withoutSession: true,
      });
      startSession(login);
      const renewed = $session.get();
      if (!renewed || !canEdit(renewed)) throw new ApiRequestError(403, null);
      form.reset();
      renewal?.finish(true);
    } catch (error) {
      logFailure(error);
      setFailure(words.failures[failureOf(error)]);
    }
  }

  return (
    <QuestionDialog title={words.title} isOpen={renewal !== null && session !== null}>
      <p>{words.text(session?.email)}</p>
      <form onSubmit={form.handleSubmit(logIn)} noValidate>
        <InputField
          label={words.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          registration={form.register('password', { required: words.passwordMissing })}
        />
        {failure && (
          <p className="admin-alert admin-alert--error" role="alert">
            {failure}
          </p>
        )}
        <div className="admin-dialog__actions">
          <Button className="admin-button admin-button--ghost" onPress={() => renewal?.finish(false)}>
            {words.leave}
          </Button>
          <Button type="submit" className="admin-button" isDisabled={isSubmitting}>
            {isSubmitting ? words.loggingIn : words.logIn}
          </Button>
        </div>
      </form>
    </QuestionDialog>
  );
}
