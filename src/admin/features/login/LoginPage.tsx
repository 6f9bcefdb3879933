import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { type LoginInput, LoginInputSchema, LoginResponseSchema } from '#shared/schemas/auth.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { LOGIN_FAILED, LOGIN_HEADING, NO_ACCESS, SESSION_EXPIRED } from '../../lib/messages.ts';
import { $session, $sessionEnded, isAdmin, startSession } from '../../lib/session.ts';
import { DASHBOARD_PATH } from '../../routes.ts';

/** Only admin paths may follow a login, so that the link cannot send an admin elsewhere. */
const safeNext = (next: string | null) => (next?.startsWith(`${DASHBOARD_PATH}`) ? next : DASHBOARD_PATH);

/** /loginadmin: email and password, posted as usernameOrEmail and password (SPEC §4, §7). */
export default function LoginPage() {
  const session = useStore($session);
  const ended = useStore($sessionEnded);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(searchParams.get('next'));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { usernameOrEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (session && isAdmin(session)) return <Navigate to={next} replace />;

  async function login(input: LoginInput) {
    setFailure(null);
    try {
      startSession(await apiRequest('POST', '/user/login', LoginResponseSchema, { body: input }));
      navigate(next, { replace: true });
    } catch (error) {
      const throttled = error instanceof ApiRequestError && error.status === 429;
      setFailure(throttled ? `${LOGIN_FAILED} ${error.message}` : LOGIN_FAILED);
    }
  }

  return (
    <main className="login" id="main">
      <div className="login__panel">
        <p className="login__brand">
          <img src="/favicon.svg" alt="" width="40" height="40" /> Tirana Group
        </p>
        <h1>{LOGIN_HEADING}</h1>
        {session && !isAdmin(session) && (
          <p className="admin-alert admin-alert--error" role="alert">
            {NO_ACCESS}
          </p>
        )}
        {!session && ended === 'expired' && (
          <p className="admin-alert" role="status">
            {SESSION_EXPIRED}
          </p>
        )}
        <form className="admin-form" onSubmit={form.handleSubmit(login)} noValidate>
          <div className="admin-field" data-invalid={errors.usernameOrEmail ? '' : undefined}>
            <label htmlFor="login-email">Email</label>
            <input
              id="login-email"
              type="email"
              autoComplete="username"
              required
              aria-invalid={errors.usernameOrEmail ? true : undefined}
              aria-describedby={errors.usernameOrEmail ? 'login-email-error' : undefined}
              {...form.register('usernameOrEmail')}
            />
            {errors.usernameOrEmail && (
              <p id="login-email-error" className="admin-field__error">
                {errors.usernameOrEmail.message}
              </p>
            )}
          </div>
          <div className="admin-field" data-invalid={errors.password ? '' : undefined}>
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              {...form.register('password')}
            />
            {errors.password && (
              <p id="login-password-error" className="admin-field__error">
                {errors.password.message}
              </p>
            )}
          </div>
          {failure && (
            <p className="admin-alert admin-alert--error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="admin-button admin-button--wide" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
        <p className="login__back">
          <a href="/">← Back to the site</a>
        </p>
      </div>
    </main>
  );
}
