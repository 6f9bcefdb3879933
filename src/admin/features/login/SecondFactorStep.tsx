import { useId, useState } from 'react';
import { ApiRequestError, apiRequest } from '#admin/lib/api-client.ts';
import { assertPasskey, wasCancelled } from '#admin/lib/passkeys.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type LoginResponse, LoginResponseSchema } from '#shared/payloads/auth.ts';
import { LOGIN_TEXT, type SecondFactorWords } from './login-text.ts';

/** Why a code did not go through, in the step's words. */
function refusalOf(error: unknown, words: SecondFactorWords): string {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return words.unavailable;
  return error.status === 429 ? words.tooManyAttempts : words.codeRefused;
}

/**
 * A login's second step, after a right password of an account with a second factor: one of its
 * passkeys, the code of its authenticator app, or one of its recovery codes, sent with the token
 * the password gave (which opens nothing else); the finished login goes to `onSignedIn`.
 */
export default function SecondFactorStep({
  login,
  language,
  onSignedIn,
}: {
  /** The password's login: its token, and the factors the account has (a passkey is offered when it has one). */
  login: LoginResponse;
  language: Language;
  onSignedIn: (login: LoginResponse) => void;
}) {
  const { token, secondFactors: factors } = login;
  const { secondFactor: words, passkey: passkeyWords } = LOGIN_TEXT[language];
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  async function givePasskey() {
    setPasskeyError(null);
    setSending(true);
    try {
      const response = await assertPasskey('/user/second-factor/passkey-options', { token });
      onSignedIn(
        await apiRequest('POST', '/user/second-factor/passkey', LoginResponseSchema, { body: { response }, token }),
      );
    } catch (failure) {
      if (!wasCancelled(failure))
        setPasskeyError(
          failure instanceof ApiRequestError && failure.status < 500 && failure.status !== 429
            ? passkeyWords.failed
            : refusalOf(failure, words),
        );
    } finally {
      setSending(false);
    }
  }

  async function send() {
    if (code.trim() === '') {
      setError(words.codeMissing);
      return;
    }
    setError(null);
    setSending(true);
    try {
      onSignedIn(await apiRequest('POST', '/user/second-factor', LoginResponseSchema, { body: { code }, token }));
    } catch (failure) {
      setError(refusalOf(failure, words));
      setCode('');
    } finally {
      setSending(false);
    }
  }

  const codeForm = (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="admin-field" data-invalid={error ? '' : undefined}>
        <label htmlFor={`${id}-code`}>{words.codeLabel}</label>
        <p id={`${id}-hint`} className="admin-field__hint">
          {factors.includes('app') || !factors.includes('passkey') ? words.codeHint : passkeyWords.codeHintNoApp}
        </p>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          // biome-ignore lint/a11y/noAutofocus: the step shows after the password was sent; the code is what it asks, unless a passkey is.
          autoFocus={!factors.includes('passkey')}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <p id={`${id}-error`} className="admin-field__error" role="alert">
          {error}
        </p>
      </div>
      <button
        type="submit"
        // Beside a passkey, which is the quicker way on, the code is the second choice.
        className={`admin-button admin-button--wide${factors.includes('passkey') ? ' admin-button--ghost' : ''}`}
        disabled={sending}
      >
        {sending ? words.confirming : words.confirm}
      </button>
    </form>
  );
  if (!factors.includes('passkey')) return codeForm;
  return (
    <>
      <div className="login__passkey">
        <button
          type="button"
          className="admin-button admin-button--wide"
          disabled={sending}
          // biome-ignore lint/a11y/noAutofocus: the step shows after the password was sent; the passkey is the quickest way on.
          autoFocus
          onClick={() => void givePasskey()}
        >
          {passkeyWords.useInstead}
        </button>
        {passkeyError && (
          <p className="admin-alert admin-alert--error" role="alert">
            {passkeyError}
          </p>
        )}
      </div>
      <p className="login__or">{passkeyWords.or}</p>
      {codeForm}
    </>
  );
}
