import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { HONEYPOT_FIELD } from '#shared/domain-values.ts';
import { useLanguage } from '../stores/language.ts';
import { $contactDrawerOpen } from '../stores/overlays.ts';
import FormStatus from './shared/FormStatus.tsx';
import { useEscapeToClose } from './shared/use-escape-to-close.ts';
import { type SubmitResult, submitContact } from './shared/submit-contact.ts';
import './shared/forms.css';
import './ContactDrawer.css';

/**
 * The contact drawer: opened by any element with `data-open-contact` (through its store, see
 * BaseLayout); the form of SPEC §5, no required fields.
 */
export default function ContactDrawer() {
  const strings = stringsFor(useLanguage());
  const isOpen = useStore($contactDrawerOpen);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const setOpen = (open: boolean) => {
    // A message belongs to the visit of the drawer that sent it.
    if (!open) setResult(null);
    $contactDrawerOpen.set(open);
  };
  useEscapeToClose(isOpen, () => setOpen(false));

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    const outcome = await submitContact(new FormData(form), strings);
    setSending(false);
    setResult(outcome);
    if (outcome.ok) form.reset();
  }

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className="drawer-overlay">
      <Modal className="drawer">
        <Dialog className="drawer__dialog" aria-labelledby="contact-title">
          <div className="drawer__head">
            <Heading slot="title" id="contact-title">
              {strings.contactTitle}
            </Heading>
            <button type="button" className="drawer__close" aria-label={strings.close} onClick={() => setOpen(false)}>
              ×
            </button>
          </div>
          <p className="drawer__intro">{strings.contactIntro}</p>
          <form className="contact-form" onSubmit={send} noValidate>
            <div className="contact-form__row">
              <label>
                {strings.formFirstName}
                <input name="firstName" type="text" autoComplete="given-name" maxLength={100} />
              </label>
              <label>
                {strings.formLastName}
                <input name="lastName" type="text" autoComplete="family-name" maxLength={100} />
              </label>
            </div>
            <label>
              {strings.formEmail}
              <input name="email" type="email" autoComplete="email" maxLength={254} />
            </label>
            <label>
              {strings.formPhone}
              <input name="contactNumber" type="text" autoComplete="tel" maxLength={40} />
            </label>
            <label>
              {strings.formMessage}
              <textarea name="contactMessage" rows={5} maxLength={5000} />
            </label>
            <label className="contact-form__trap" aria-hidden="true">
              Website
              <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
            </label>
            <FormStatus result={result} closeLabel={strings.formCloseError} onClose={() => setResult(null)} />
            <button type="submit" className="button" disabled={sending}>
              {sending ? strings.formSending : strings.formSend}
            </button>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
