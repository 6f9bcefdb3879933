import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { tiranaDay } from '#admin/lib/tirana-time.ts';
import {
  AuthenticatorConfirmedSchema,
  type AuthenticatorSetup,
  AuthenticatorSetupSchema,
  RecoveryCodesSchema,
} from '#shared/payloads/second-factors.ts';
import { MessageSchema } from '#shared/schemas/common.ts';
import { FACTORS_KEY, useAccountFactors } from './account-factors.ts';
import type { FactorSectionProps } from './factor-section-props.ts';
import RecoveryCodes from './RecoveryCodes.tsx';

/** What went wrong with a call, as the field under which it is said: the API's word for a field, or ours. */
const refusalOf = (error: unknown, field: string, fallback: string) =>
  error instanceof ApiRequestError ? (error.fields[field] ?? error.message) : fallback;

/**
 * Two-step sign-in on the account screen (docs/decisions/032-second-factors.md): whether it is on,
 * an authenticator app added from its QR code (or its key typed) and confirmed by a first code, the
 * ten recovery codes shown once, and, with the password, new codes or the app removed.
 */
export default function SecondFactorSection({ onFactorAdded }: FactorSectionProps) {
  const words = useAdminText().secondFactor;
  const id = useId();
  const queryClient = useQueryClient();
  const factors = useAccountFactors();
  const passkeyWords = useAdminText().passkeys;
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'renew' | 'remove' | null>(null);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY });

  const start = useMutation({
    mutationFn: () => apiRequest('POST', '/user/factors/app', AuthenticatorSetupSchema),
    onSuccess: (answer) => {
      setSetup(answer);
      setInput('');
      setError(null);
    },
    onError: (failure) => {
      logFailure(failure);
      notify(words.failed, 'error');
    },
  });
  const confirm = useMutation({
    mutationFn: (code: string) =>
      apiRequest('POST', '/user/factors/app/confirm', AuthenticatorConfirmedSchema, { body: { code } }),
    onSuccess: async ({ recoveryCodes }) => {
      setSetup(null);
      setCodes(recoveryCodes);
      notify(words.added);
      await refresh();
      // With codes to keep, the account goes on once they are kept.
      if (!recoveryCodes) onFactorAdded?.();
    },
    onError: (failure) => setError(refusalOf(failure, 'code', words.codeWrong)),
  });
  const withPassword = useMutation({
    mutationFn: ({
      action,
      password,
    }: {
      action: 'renew' | 'remove';
      password: string;
    }): Promise<{ recoveryCodes: string[] } | { message: string }> =>
      action === 'renew'
        ? apiRequest('POST', '/user/factors/recovery-codes', RecoveryCodesSchema, { body: { password } })
        : apiRequest('DELETE', '/user/factors/app', MessageSchema, { body: { password } }),
    onSuccess: (answer) => {
      setAsking(null);
      if ('recoveryCodes' in answer) setCodes(answer.recoveryCodes);
      else notify(words.removed);
      return refresh();
    },
    onError: (failure) => setError(refusalOf(failure, 'password', words.failed)),
  });

  const app = factors.data?.authenticatorApp ?? null;
  // Passkeys are a second factor too: with them, recovery codes are kept and made anew here.
  const hasPasskeys = (factors.data?.passkeys.length ?? 0) > 0;
  const ask = (action: 'renew' | 'remove') => {
    setAsking(action);
    setInput('');
    setError(null);
  };
  const errorId = `${id}-error`;
  const field = (label: string, props: { type: 'password' | 'text'; autoComplete: string; inputMode?: 'numeric' }) => (
    <div className="admin-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        {...props}
        value={input}
        // biome-ignore lint/a11y/noAutofocus: the field shows when its button was pressed; it is all the step asks.
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setInput(event.currentTarget.value)}
      />
      <p id={errorId} className="admin-field__error" role="alert">
        {error}
      </p>
    </div>
  );

  return (
    <section className="second-factor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.title}</h2>
      <p className="admin-field__hint">{words.intro}</p>
      {factors.data && (
        <p className="second-factor__state" role="status">
          {app ? words.on(tiranaDay(app.addedAt)) : hasPasskeys ? passkeyWords.secondStep : words.off}{' '}
          {(app || hasPasskeys) && words.codesLeft(factors.data.recoveryCodesLeft)}
        </p>
      )}

      {codes && (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            onFactorAdded?.();
          }}
        />
      )}

      {!app && !setup && factors.data && (
        <button type="button" className="admin-button" disabled={start.isPending} onClick={() => start.mutate()}>
          {words.add}
        </button>
      )}

      {setup && (
        <form
          className="admin-form second-factor__setup"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate(input);
          }}
        >
          <p>{words.scan}</p>
          <img
            className="second-factor__qr"
            src={`data:image/svg+xml,${encodeURIComponent(setup.qrSvg)}`}
            alt={words.qrLabel}
            width="200"
            height="200"
          />
          <p>
            {words.key}: <code className="second-factor__key">{setup.secret}</code>
          </p>
          {field(words.code, { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' })}
          <div className="admin-form__actions">
            <button type="submit" className="admin-button" disabled={confirm.isPending}>
              {confirm.isPending ? words.confirming : words.confirm}
            </button>
            <button type="button" className="admin-button admin-button--ghost" onClick={() => setSetup(null)}>
              {words.cancel}
            </button>
          </div>
        </form>
      )}

      {(app || hasPasskeys) && !asking && !codes && (
        <div className="admin-form__actions">
          <button type="button" className="admin-button admin-button--ghost" onClick={() => ask('renew')}>
            {words.renew}
          </button>
          {app && (
            <button type="button" className="admin-button admin-button--ghost" onClick={() => ask('remove')}>
              {words.remove}
            </button>
          )}
        </div>
      )}

      {(app || hasPasskeys) && asking && (
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            withPassword.mutate({ action: asking, password: input });
          }}
        >
          <p>{asking === 'renew' ? words.renewText : words.removeText}</p>
          {field(words.password, { type: 'password', autoComplete: 'current-password' })}
          <div className="admin-form__actions">
            <button type="submit" className="admin-button" disabled={withPassword.isPending}>
              {asking === 'renew' ? words.renew : words.remove}
            </button>
            <button type="button" className="admin-button admin-button--ghost" onClick={() => setAsking(null)}>
              {words.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
