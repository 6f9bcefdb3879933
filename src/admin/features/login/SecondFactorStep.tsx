import { useId, useState } from 'react';
import { type LoginResponse, LoginResponseSchema } from '#shared/payloads/auth.ts';
import { ApiRequestError, apiRequest } from '#admin/lib/api-client.ts';

/** The words of the step, in the language of the page it is on. */
export interface SecondFactorWords {
  codeLabel: string;
  codeHint: string;
  codeMissing: string;
  codeRefused: string;
  tooManyAttempts: string;
  unavailable: string;
  confirm: string;
  confirming: string;
}

/** Why a code did not go through, in the step's words. */
function refusalOf(error: unknown, words: SecondFactorWords): string {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return words.unavailable;
  return error.status === 429 ? words.tooManyAttempts : words.codeRefused;
}

/**
 * A login's second step, after a right password of an account with a second factor: the code of
 * its authenticator app, or one of its recovery codes, sent with the token the password gave
 * (which opens nothing else); the finished login goes to `onSignedIn`.
 */
export default function SecondFactorStep({
  token,
  words,
  onSignedIn,
}: {
  token: string;
  words: SecondFactorWords;
  onSignedIn: (login: LoginResponse) => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

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

  return (
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
          {words.codeHint}
        </p>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          // biome-ignore lint/a11y/noAutofocus: the step shows after the password was sent; the code is all it asks.
          autoFocus
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <p id={`${id}-error`} className="admin-field__error" role="alert">
          {error}
        </p>
      </div>
      <button type="submit" className="admin-button admin-button--wide" disabled={sending}>
        {sending ? words.confirming : words.confirm}
      </button>
    </form>
  );
}
