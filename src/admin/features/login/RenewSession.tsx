import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { $adminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import InputField from '#admin/layout/InputField.tsx';
import QuestionDialog from '#admin/layout/QuestionDialog.tsx';
import { apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { $session, canEdit, startSession } from '#admin/lib/session.ts';
import { $renewal } from '#admin/lib/session-renewal.ts';
import { type LoginResponse, LoginResponseSchema } from '#shared/payloads/auth.ts';
import { failureOf } from './login-failure.ts';
import SecondFactorStep from './SecondFactorStep.tsx';

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
  const language = useStore($adminLanguage);
  // The token of the right password of an account with a second factor, until its code is given.
  const [codeDueFor, setCodeDueFor] = useState<LoginResponse | null>(null);
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  async function logIn({ password }: { password: string }) {
    if (!session) return;
    setFailure(null);
    try {
      const login = await apiRequest('POST', '/user/login', LoginResponseSchema, {
        body: { usernameOrEmail: session.email, password, language },
        withoutSession: true,
      });
      if (login.secondFactorDue) setCodeDueFor(login);
      else renewWith(login);
    } catch (error) {
      logFailure(error);
      setFailure(words.failures[failureOf(error)]);
    }
  }

  function renewWith(login: LoginResponse) {
    startSession(login);
    const renewed = $session.get();
    if (!renewed || !canEdit(renewed)) {
      setFailure(words.failures.failed);
      return;
    }
    form.reset();
    setCodeDueFor(null);
    renewal?.finish(true);
  }

  return (
    <QuestionDialog title={words.title} isOpen={renewal !== null && session !== null}>
      <p>{words.text(session?.email)}</p>
      {codeDueFor && <SecondFactorStep login={codeDueFor} language={language} onSignedIn={renewWith} />}
      {!codeDueFor && (
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
      )}
    </QuestionDialog>
  );
}
