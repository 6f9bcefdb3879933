import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { logFailure } from '#admin/lib/api-client.ts';
import { CONTACT_STATES, type Contact, type ContactState } from '#shared/entities/contact.ts';
import { useContactState } from './use-inbox.ts';

/**
 * A contact's state: one button per state, the current one pressed (and ticked, not told by colour
 * alone). Opening a new contact marks it read, once per opening: marked new again, it stays so.
 */
export default function ContactStateControl({ contact }: { contact: Contact }) {
  const words = useAdminText().contact;
  const { mutate, isPending } = useContactState(contact.contactId);
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState(false);
  const markedRead = useRef<number | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (contact.state !== 'new' || markedRead.current === contact.contactId) return;
    markedRead.current = contact.contactId;
    mutate('read', { onError: logFailure });
  }, [contact.contactId, contact.state, mutate]);

  const move = (state: ContactState) => {
    // Not disabled while a move is sent: a disabled button would drop the focus.
    if (state === contact.state || isPending) return;
    setFailed(false);
    mutate(state, {
      onSuccess: (moved) => setSaid(words.stateNow(words.states[moved.state])),
      onError: (error) => {
        logFailure(error);
        setFailed(true);
      },
    });
  };

  return (
    <div className="contact-state-control">
      <fieldset className="contact-state-control__choices" aria-describedby={hintId}>
        <legend className="visually-hidden">{words.labels.state}</legend>
        {CONTACT_STATES.map((state) => (
          <Button
            key={state}
            className="admin-button admin-button--ghost"
            aria-pressed={state === contact.state}
            onPress={() => move(state)}
          >
            {state === contact.state && <span aria-hidden="true">✓ </span>}
            {words.states[state]}
          </Button>
        ))}
      </fieldset>
      <p id={hintId} className="admin-field__hint">
        {words.stateHint}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {failed && (
        <p className="admin-field__error" role="alert">
          {words.stateFailed}
        </p>
      )}
    </div>
  );
}
