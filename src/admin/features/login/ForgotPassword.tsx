import { useId, useRef, useState } from 'react';
import { textIn } from '#admin/i18n/admin-language.ts';
import { ApiRequestError, apiRequest } from '#admin/lib/api-client.ts';
import { fieldRulesOf } from '#admin/resources/field-rules.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { ForgottenPasswordSchema } from '#shared/payloads/password-reset.ts';
import { MessageSchema } from '#shared/schemas/common.ts';

const MAX_EMAIL = fieldRulesOf(ForgottenPasswordSchema).email?.maxLength;

/**
 * "Forgot your password?" on the login page: an email, and always the same words after, whether
 * or not an account has it (docs/decisions/032-second-factors.md#a-forgotten-password). The email
 * is written in the page's `language`.
 */
export default function ForgotPassword({ language, onBack }: { language: Language; onBack: () => void }) {
  const words = textIn(language).forgotPassword;
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function send() {
    if (email.trim() === '') {
      setError(words.emailMissing);
      input.current?.focus();
      return;
    }
    setError(null);
    setFailure(null);
    setSending(true);
    try {
      await apiRequest('POST', '/user/password/forgot', MessageSchema, {
        body: { email, language },
        withoutSession: true,
      });
      setSent(true);
    } catch (refusal) {
      const tooMany = refusal instanceof ApiRequestError && refusal.status === 429;
      setFailure(tooMany ? words.tooMany : words.unavailable);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      {sent ? (
        <p className="admin-alert" role="status">
          {words.sent}
        </p>
      ) : (
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p className="login__intro">{words.intro}</p>
          <div className="admin-field" data-invalid={error ? '' : undefined}>
            <label htmlFor={`${id}-email`}>{words.email}</label>
            <input
              id={`${id}-email`}
              ref={input}
              type="email"
              autoComplete="username"
              required
              maxLength={MAX_EMAIL}
              // biome-ignore lint/a11y/noAutofocus: the form shows when "Forgot your password?" was pressed; the email is all it asks.
              autoFocus
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <p id={`${id}-error`} className="admin-field__error">
              {error}
            </p>
          </div>
          {failure && (
            <p className="admin-alert admin-alert--error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="admin-button admin-button--wide" disabled={sending}>
            {sending ? words.sending : words.send}
          </button>
        </form>
      )}
      <p className="login__back">
        <button type="button" className="admin-text-button" onClick={onBack}>
          {words.back}
        </button>
      </p>
    </>
  );
}
