import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { chooseAdminLanguage, textIn } from '#admin/i18n/admin-language.ts';
import { ApiRequestError, apiRequest } from '#admin/lib/api-client.ts';
import { assertPasskey, wasCancelled } from '#admin/lib/passkeys.ts';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import { $session, $sessionEnded, canEdit, startSession } from '#admin/lib/session.ts';
import { fieldRulesOf } from '#admin/resources/field-rules.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { type LoginInput, LoginInputSchema, type LoginResponse, LoginResponseSchema } from '#shared/payloads/auth.ts';
import ForgotPassword from './ForgotPassword.tsx';
import LoginPanel from './LoginPanel.tsx';
import { failureOf, type LoginFailure } from './login-failure.ts';
import { LOGIN_TEXT, type LoginText } from './login-text.ts';
import SecondFactorStep from './SecondFactorStep.tsx';
import { useLoginLanguage } from './use-login-language.ts';

/** Only admin paths may follow a login, so that the link cannot send an admin elsewhere. */
const safeNext = (next: string | null) => (next?.startsWith(`${DASHBOARD_PATH}`) ? next : DASHBOARD_PATH);

const RULES = fieldRulesOf(LoginInputSchema);

/** What went wrong with one field, in the page's language. */
function fieldMessage(text: LoginText, field: keyof LoginInput, error: FieldError | undefined) {
  if (!error) return undefined;
  const label = field === 'usernameOrEmail' ? text.email : text.password;
  const max = RULES[field]?.maxLength;
  if (error.type === 'too_big' && max) return text.tooLong(label, max);
  return field === 'usernameOrEmail' ? text.emailMissing : text.passwordMissing;
}

/** What the page says of a failure, in its language. */
const failureText = (text: LoginText, failure: LoginFailure) =>
  ({ failed: text.failed, throttled: `${text.failed} ${text.tooManyAttempts}`, unavailable: text.unavailable })[
    failure
  ];

/** What the page says of a passkey that did not sign in, in its language. */
function passkeyFailureText(text: LoginText, error: unknown): string {
  if (error instanceof ApiRequestError && error.code === 'PASSKEY_UNKNOWN') return text.passkey.unknown;
  const failure = failureOf(error);
  return failure === 'failed' ? text.passkey.failed : failureText(text, failure);
}

/**
 * /loginadmin: email and password, posted as usernameOrEmail and password (docs/product.md#states-and-transitions, #the-api), on a page
 * wholly in Albanian or wholly in English, as the visitor chose on the site or here; or a passkey,
 * from its button or from the browser's own suggestions in the email field (conditional mediation).
 */
export default function LoginPage() {
  const session = useStore($session);
  const ended = useStore($sessionEnded);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(searchParams.get('next'));
  const [language, setLanguage] = useLoginLanguage();
  const text = LOGIN_TEXT[language];
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  // The login of a right password whose account has a second factor: its token opens only that step.
  const [codeDueFor, setCodeDueFor] = useState<LoginResponse | null>(null);
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);
  // Counts the browser's passkey suggestions offered: a new one after the button's or the password's attempt failed.
  const [suggestionRound, setSuggestionRound] = useState(0);
  const [forgotten, setForgotten] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { usernameOrEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const emailError = fieldMessage(text, 'usernameOrEmail', errors.usernameOrEmail);
  const passwordError = fieldMessage(text, 'password', errors.password);

  const signedInAlready = session !== null && canEdit(session);

  // While the password form shows, the browser may offer the site's passkeys among the email
  // field's suggestions; the passkey button or a password sent cancels that request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round asks again; the words it shows are read when it ends.
  useEffect(() => {
    if (codeDueFor || forgotten || signedInAlready) return;
    let open = true;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || !open) return;
      try {
        const response = await assertPasskey('/user/passkey-login/options', { autofill: true });
        await signInWithPasskey(response);
      } catch (error) {
        if (open && !wasCancelled(error)) setPasskeyFailure(passkeyFailureText(text, error));
      }
    })();
    return () => {
      open = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [codeDueFor, forgotten, signedInAlready, suggestionRound]);

  if (signedInAlready) return <Navigate to={next} replace />;

  async function login(input: LoginInput) {
    setFailure(null);
    setPasskeyFailure(null);
    WebAuthnAbortService.cancelCeremony();
    try {
      const answer = await apiRequest('POST', '/user/login', LoginResponseSchema, { body: { ...input, language } });
      if (answer.secondFactorDue) setCodeDueFor(answer);
      else signedIn(answer);
    } catch (error) {
      setFailure(failureOf(error));
      setSuggestionRound((round) => round + 1);
    }
  }

  async function signInWithPasskey(response: Awaited<ReturnType<typeof assertPasskey>>) {
    const body = { response };
    signedIn(await apiRequest('POST', '/user/passkey-login', LoginResponseSchema, { body, withoutSession: true }));
  }

  async function passkeyButton() {
    setFailure(null);
    setPasskeyFailure(null);
    setPasskeyPending(true);
    try {
      // A ceremony of its own cancels the suggestions' (the library keeps one at a time).
      await signInWithPasskey(await assertPasskey('/user/passkey-login/options'));
    } catch (error) {
      if (!wasCancelled(error)) setPasskeyFailure(passkeyFailureText(text, error));
      setSuggestionRound((round) => round + 1);
    } finally {
      setPasskeyPending(false);
    }
  }

  function signedIn(login: LoginResponse) {
    startSession(login);
    // The admin speaks the language its user signed in with, until its own switch says otherwise.
    chooseAdminLanguage(language);
    navigate(next, { replace: true });
  }

  return (
    <LoginPanel
      language={language}
      onChooseLanguage={setLanguage}
      heading={
        codeDueFor ? text.secondFactorHeading : forgotten ? textIn(language).forgotPassword.heading : text.heading
      }
    >
      {session && !canEdit(session) && (
        <p className="admin-alert admin-alert--error" role="alert">
          {text.noAccess}
        </p>
      )}
      {!session && ended === 'expired' && (
        <p className="admin-alert" role="status">
          {text.sessionExpired}
        </p>
      )}
      {codeDueFor && (
        <>
          <SecondFactorStep login={codeDueFor} language={language} onSignedIn={signedIn} />
          <p className="login__back">
            <button type="button" className="admin-text-button" onClick={() => setCodeDueFor(null)}>
              {text.startOver}
            </button>
          </p>
        </>
      )}
      {forgotten && !codeDueFor && <ForgotPassword language={language} onBack={() => setForgotten(false)} />}
      {!codeDueFor && !forgotten && (
        <form className="admin-form" onSubmit={form.handleSubmit(login)} noValidate>
          <div className="admin-field" data-invalid={emailError ? '' : undefined}>
            <label htmlFor="login-email">{text.email}</label>
            <input
              id="login-email"
              type="email"
              // "webauthn": the browser may offer the site's passkeys among its suggestions here.
              autoComplete="username webauthn"
              required={RULES.usernameOrEmail?.required}
              maxLength={RULES.usernameOrEmail?.maxLength}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'login-email-error' : undefined}
              {...form.register('usernameOrEmail')}
            />
            <p id="login-email-error" className="admin-field__error">
              {emailError}
            </p>
          </div>
          <div className="admin-field" data-invalid={passwordError ? '' : undefined}>
            <label htmlFor="login-password">{text.password}</label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              required={RULES.password?.required}
              maxLength={RULES.password?.maxLength}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? 'login-password-error' : undefined}
              {...form.register('password')}
            />
            <p id="login-password-error" className="admin-field__error">
              {passwordError}
            </p>
          </div>
          {failure && (
            <p className="admin-alert admin-alert--error" role="alert">
              {failureText(text, failure)}
            </p>
          )}
          <button type="submit" className="admin-button admin-button--wide" disabled={isSubmitting}>
            {isSubmitting ? text.signingIn : text.signIn}
          </button>
          <p className="login__forgot">
            <button type="button" className="admin-text-button" onClick={() => setForgotten(true)}>
              {textIn(language).forgotPassword.link}
            </button>
          </p>
        </form>
      )}
      {!codeDueFor && !forgotten && browserSupportsWebAuthn() && (
        <div className="login__passkey">
          <p className="login__or">{text.passkey.or}</p>
          <button
            type="button"
            className="admin-button admin-button--ghost admin-button--wide"
            disabled={passkeyPending}
            onClick={() => void passkeyButton()}
          >
            {passkeyPending ? text.passkey.signingIn : text.passkey.signIn}
          </button>
          {passkeyFailure && (
            <p className="admin-alert admin-alert--error" role="alert">
              {passkeyFailure}
            </p>
          )}
        </div>
      )}
      <p className="login__back">
        <a href={localizePath('/', language)}>{text.back}</a>
      </p>
    </LoginPanel>
  );
}
