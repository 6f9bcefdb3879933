import { useStore } from '@nanostores/react';
import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { MAX_EMAIL_CHARS, MAX_MESSAGE_CHARS, MAX_NAME_CHARS, MAX_PHONE_CHARS } from '#shared/constants.ts';
import { HONEYPOT_FIELD } from '#shared/domain-values.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { useLanguage } from '../stores/language.ts';
import { $contactDrawer, closeContactDrawer } from '../stores/overlays.ts';
import FormStatus from './shared/FormStatus.tsx';
import { type FieldErrors, fieldErrorsFromApi, firstWrongField } from './shared/field-messages.ts';
import { type SubmitResult, submitContact } from './shared/submit-contact.ts';
import TextField from './shared/TextField.tsx';
import { useEscapeToClose } from './shared/use-escape-to-close.ts';
import './shared/forms.css';
import './ContactDrawer.css';

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'contactNumber', 'contactMessage'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type Control = Pick<ComponentProps<typeof TextField>, 'maxLength' | 'type' | 'autoComplete' | 'rows' | 'defaultValue'>;

/**
 * The contact drawer: opened by any element with `data-open-contact` (through its store, see
 * BaseLayout), its message field holding what the opener wrote for the visitor, if anything, and
 * naming the unit for sale the question is about, if any. The
 * form of docs/product.md#validation-rules has no checks of its own: what the API refuses shows under each field, in the
 * visitor's language, the first wrong field focused and everything typed kept.
 */
export default function ContactDrawer() {
  const language = useLanguage();
  const strings = stringsFor(language);
  const id = useId();
  const { open: isOpen, message, unit } = useStore($contactDrawer);
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  // The API refused the unit the drawer opened about (it left the site meanwhile): sent without it.
  const [unitGone, setUnitGone] = useState(false);
  const aboutUnit = unitGone ? null : unit;
  const focusFirstError = useRef(false);

  const setOpen = (open: boolean) => {
    if (open) return;
    // Messages belong to the visit of the drawer that sent them.
    setResult(null);
    setErrors({});
    setUnitGone(false);
    closeContactDrawer();
  };
  useEscapeToClose(isOpen, () => setOpen(false));

  // Focus moves once the messages have rendered, so that the field is announced with its message.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = firstWrongField(CONTACT_FIELDS, errors);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    const outcome = await submitContact(new FormData(form), strings);
    setSending(false);
    setResult(outcome);
    if (outcome.ok) {
      // Emptied rather than reset: a reset would bring back the message the drawer opened with.
      for (const field of CONTACT_FIELDS) (form.elements.namedItem(field) as HTMLInputElement).value = '';
      setErrors({});
      return;
    }
    if (outcome.fields.unitId) {
      setUnitGone(true);
      setResult({ ...outcome, message: strings.unitUnavailable });
      return;
    }
    focusFirstError.current = true;
    setErrors(fieldErrorsFromApi(CONTACT_FIELDS, outcome.fields, strings));
  }

  const clearError = (field: ContactField) =>
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });

  const field = (name: ContactField, label: string, control: Control) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      error={errors[name]}
      onChange={() => clearError(name)}
      {...control}
    />
  );

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
          {aboutUnit && (
            <p className="drawer__about" data-contact-about>
              {aboutUnit.title}
            </p>
          )}
          <p className="drawer__intro">{strings.contactIntro}</p>
          <form ref={formRef} className="contact-form" onSubmit={send} noValidate>
            <div className="contact-form__row">
              {field('firstName', strings.formFirstName, { autoComplete: 'given-name', maxLength: MAX_NAME_CHARS })}
              {field('lastName', strings.formLastName, { autoComplete: 'family-name', maxLength: MAX_NAME_CHARS })}
            </div>
            {field('email', strings.formEmail, { type: 'email', autoComplete: 'email', maxLength: MAX_EMAIL_CHARS })}
            {field('contactNumber', strings.formPhone, { autoComplete: 'tel', maxLength: MAX_PHONE_CHARS })}
            {field('contactMessage', strings.formMessage, {
              rows: 5,
              maxLength: MAX_MESSAGE_CHARS,
              // A question about a unit starts from the drawer's own words, unless its opener wrote some.
              defaultValue: message || (aboutUnit ? strings.unitEnquiryMessage : ''),
            })}
            {/* The visitor's confirmation is written in the page's language. */}
            <input type="hidden" name="language" value={language} />
            {/* A question about a unit for sale reaches the inbox linked to it. */}
            {aboutUnit && <input type="hidden" name="unitId" value={aboutUnit.id} />}
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
