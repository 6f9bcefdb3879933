import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { LoginResponseSchema } from '#shared/schemas/auth.ts';
import { ApiRequestError, apiRequest, logFailure } from '../../lib/api-client.ts';
import { $session, canEdit, startSession } from '../../lib/session.ts';
import { $renewal } from '../../lib/session-renewal.ts';
import InputField from '../../layout/InputField.tsx';
import QuestionDialog from '../../layout/QuestionDialog.tsx';
import { failureOf, type LoginFailure } from './login-failure.ts';

/** Why logging in again did not work, in plain words. */
const FAILURE_TEXTS: Record<LoginFailure, string> = {
  unavailable: 'The password could not be checked just now: the API did not answer. Try again in a moment.',
  throttled: 'Too many attempts. Wait a few minutes, then try again.',
  failed: 'That password is not right, or this account can no longer log in.',
};

/**
 * The session ran out while typed work was not saved (session-renewal.ts): the admin logs in
 * again here, and what they were doing goes on, the save they pressed included. Logging out
 * instead ends the session and leaves the work.
 */
export default function RenewSession() {
  const renewal = useStore($renewal);
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
      setFailure(FAILURE_TEXTS[failureOf(error)]);
    }
  }

  return (
    <QuestionDialog title="Log in again to go on" isOpen={renewal !== null && session !== null}>
      <p>
        Your session has ended, but what you typed is still here. Enter the password of {session?.email} to go on: a
        save you asked for is then made.
      </p>
      <form onSubmit={form.handleSubmit(logIn)} noValidate>
        <InputField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          registration={form.register('password', { required: 'Enter your password.' })}
        />
        {failure && (
          <p className="admin-alert admin-alert--error" role="alert">
            {failure}
          </p>
        )}
        <div className="admin-dialog__actions">
          <Button className="admin-button admin-button--ghost" onPress={() => renewal?.finish(false)}>
            Log out and leave it
          </Button>
          <Button type="submit" className="admin-button" isDisabled={isSubmitting}>
            {isSubmitting ? 'Logging in…' : 'Log in and go on'}
          </Button>
        </div>
      </form>
    </QuestionDialog>
  );
}
