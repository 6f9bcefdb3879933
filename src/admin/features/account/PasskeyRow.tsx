import { useId, useState } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { ApiRequestError, logFailure } from '#admin/lib/api-client.ts';
import { MAX_PASSKEY_NAME_CHARS, type Passkey } from '#shared/payloads/passkeys.ts';

/** What went wrong with a call, as said under its field: the API's word for the field, or ours. */
const refusalOf = (error: unknown, field: string, fallback: string) =>
  error instanceof ApiRequestError ? (error.fields[field] ?? error.message) : fallback;

/**
 * One passkey in the account's list: its name and dates, renamed in place, or removed after the
 * password is given again.
 */
export default function PasskeyRow({
  passkey,
  when,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  /** When it was added and last used, as the list says it. */
  when: string;
  onRename: (passkey: Passkey, name: string) => Promise<unknown>;
  onRemove: (passkey: Passkey, password: string) => Promise<unknown>;
}) {
  const words = useAdminText().passkeys;
  const id = useId();
  const [mode, setMode] = useState<'rename' | 'remove' | null>(null);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const open = (next: 'rename' | 'remove') => {
    setMode(next);
    setInput(next === 'rename' ? passkey.name : '');
    setError(null);
  };
  async function send() {
    setSending(true);
    setError(null);
    try {
      await (mode === 'rename' ? onRename(passkey, input) : onRemove(passkey, input));
      setMode(null);
    } catch (failure) {
      logFailure(failure);
      setError(refusalOf(failure, mode === 'rename' ? 'name' : 'password', words.failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <li className="passkeys__item">
      <div className="passkeys__summary">
        <strong className="passkeys__name">{passkey.name}</strong>
        <span className="passkeys__when">{when}</span>
      </div>
      {!mode && (
        <div className="admin-form__actions">
          <button
            type="button"
            className="admin-button admin-button--ghost"
            aria-label={`${words.rename}: ${passkey.name}`}
            onClick={() => open('rename')}
          >
            {words.rename}
          </button>
          <button
            type="button"
            className="admin-button admin-button--ghost"
            aria-label={words.removeLabel(passkey.name)}
            onClick={() => open('remove')}
          >
            {words.remove}
          </button>
        </div>
      )}
      {mode && (
        <form
          className="admin-form passkeys__change"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {mode === 'remove' && <p>{words.removeText(passkey.name)}</p>}
          <div className="admin-field" data-invalid={error ? '' : undefined}>
            <label htmlFor={`${id}-input`}>
              {mode === 'rename' ? words.renameLabel(passkey.name) : words.password}
            </label>
            <input
              id={`${id}-input`}
              type={mode === 'rename' ? 'text' : 'password'}
              autoComplete={mode === 'rename' ? 'off' : 'current-password'}
              maxLength={mode === 'rename' ? MAX_PASSKEY_NAME_CHARS : undefined}
              value={input}
              // biome-ignore lint/a11y/noAutofocus: the field shows when its button was pressed; it is all the step asks.
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setInput(event.currentTarget.value)}
            />
            <p id={`${id}-error`} className="admin-field__error" role="alert">
              {error}
            </p>
          </div>
          <div className="admin-form__actions">
            <button type="submit" className="admin-button" disabled={sending}>
              {mode === 'rename' ? words.save : words.removeLabel(passkey.name)}
            </button>
            <button type="button" className="admin-button admin-button--ghost" onClick={() => setMode(null)}>
              {words.cancel}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
