import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { makePasskey, wasAlreadyMade, wasCancelled } from '#admin/lib/passkeys.ts';
import { tiranaDay } from '#admin/lib/tirana-time.ts';
import { MAX_PASSKEY_NAME_CHARS, type Passkey, PasskeyAddedSchema, PasskeySchema } from '#shared/payloads/passkeys.ts';
import { MessageSchema } from '#shared/schemas/common.ts';
import { FACTORS_KEY, useAccountFactors } from './account-factors.ts';
import type { FactorSectionProps } from './factor-section-props.ts';
import PasskeyRow from './PasskeyRow.tsx';
import RecoveryCodes from './RecoveryCodes.tsx';

/**
 * One's passkeys on the account screen (docs/decisions/032-second-factors.md#passkeys): each with
 * its name, when it was added and last used; a new one made by the browser under a name; renamed;
 * removed with the password. The recovery codes show once when a passkey is the first factor.
 */
export default function PasskeySection({ onFactorAdded }: FactorSectionProps) {
  const words = useAdminText().passkeys;
  const id = useId();
  const queryClient = useQueryClient();
  const factors = useAccountFactors();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
  const supported = browserSupportsWebAuthn();

  const add = useMutation({
    mutationFn: async (passkeyName: string) => {
      const response = await makePasskey();
      return apiRequest('POST', '/user/passkeys', PasskeyAddedSchema, { body: { name: passkeyName, response } });
    },
    onSuccess: ({ passkey, recoveryCodes }) => {
      setName('');
      setCodes(recoveryCodes);
      notify(words.addedNotice(passkey.name));
      if (!recoveryCodes) onFactorAdded?.();
      return refresh();
    },
    onError: (failure) => {
      if (wasAlreadyMade(failure)) return setError(words.alreadyMade);
      if (wasCancelled(failure)) return setError(words.cancelled);
      logFailure(failure);
      setError(failure instanceof ApiRequestError ? (failure.fields.name ?? words.refused) : words.refused);
    },
  });
  const rename = (passkey: Passkey, newName: string) =>
    apiRequest('PUT', `/user/passkeys/${passkey.id}/name`, PasskeySchema, { body: { name: newName } }).then(() => {
      notify(words.renamed);
      return refresh();
    });
  const remove = (passkey: Passkey, password: string) =>
    apiRequest('DELETE', `/user/passkeys/${passkey.id}`, MessageSchema, { body: { password } }).then(() => {
      notify(words.removed(passkey.name));
      return refresh();
    });

  const passkeys = factors.data?.passkeys ?? [];
  const errorId = `${id}-error`;
  return (
    <section className="passkeys" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.title}</h2>
      <p className="admin-field__hint">{words.intro}</p>
      {factors.data && passkeys.length === 0 && <p>{words.none}</p>}
      {passkeys.length > 0 && (
        <ul className="passkeys__list">
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              when={`${words.added(tiranaDay(passkey.addedAt))} · ${
                passkey.lastUsedAt ? words.lastUsed(tiranaDay(passkey.lastUsedAt)) : words.neverUsed
              }`}
              onRename={rename}
              onRemove={remove}
            />
          ))}
        </ul>
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
      {!supported && <p className="admin-alert">{words.unsupported}</p>}
      {supported && factors.data && !codes && (
        <form
          className="admin-form passkeys__add"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() === '') return setError(words.nameMissing);
            setError(null);
            add.mutate(name.trim());
          }}
        >
          <div className="admin-field" data-invalid={error ? '' : undefined}>
            <label htmlFor={`${id}-name`}>{words.name}</label>
            <p id={`${id}-hint`} className="admin-field__hint">
              {words.nameHint}
            </p>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={MAX_PASSKEY_NAME_CHARS}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <p id={errorId} className="admin-field__error" role="alert">
              {error}
            </p>
          </div>
          <div className="admin-form__actions">
            <button type="submit" className="admin-button" disabled={add.isPending}>
              {add.isPending ? words.adding : words.add}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
