import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_EMAIL_CHARS, MAX_NAME_CHARS, MAX_PHONE_CHARS } from '#shared/constants.ts';
import { HONEYPOT_FIELD } from '#shared/domain-values.ts';
import { FIXED_ROUTES } from '#shared/fixed-routes.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { useLanguage } from '../stores/language.ts';
import {
  APPLICATION_FIELDS,
  type ApplicationField,
  CV_ACCEPT,
  cvProblem,
  MAX_CV_MB,
  phoneProblem,
  startsLikePdf,
} from './shared/application-checks.ts';
import FormStatus from './shared/FormStatus.tsx';
import { apiFieldMessage, type FieldErrors, fieldErrorsFromApi, firstWrongField } from './shared/field-messages.ts';
import { PUBLIC_API_URL, type SubmitResult, submitContact } from './shared/submit-contact.ts';
import TextField from './shared/TextField.tsx';
import './shared/forms.css';
import './ApplicationForm.css';

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'contactNumber'] as const;

/**
 * The job application of docs/product.md#validation-rules: every field required, the phone number one the API takes, the
 * CV a PDF and the applicant's consent to the privacy notice given, checked here in the visitor's
 * language before anything is sent; the API's own field messages show beside the fields.
 */
export default function ApplicationForm({ staffId }: { staffId: number }) {
  const language = useLanguage();
  const strings = stringsFor(language);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<ApplicationField>>({});
  const [vacancyError, setVacancyError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [cvName, setCvName] = useState<string | null>(null);

  const fieldId = (field: ApplicationField) => `${id}-${field}`;

  // Until the island runs, the browser checks the required fields and posts the form itself;
  // from then on the checks here speak the page's language instead of the browser's.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  function focusFirstError(found: FieldErrors<ApplicationField>) {
    const first = firstWrongField(APPLICATION_FIELDS, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function check(form: HTMLFormElement, data: FormData): Promise<FieldErrors<ApplicationField>> {
    const found: FieldErrors<ApplicationField> = {};
    for (const field of TEXT_FIELDS) {
      const input = form.elements.namedItem(field) as HTMLInputElement;
      const problem = !input.value.trim()
        ? strings.fieldRequired
        : input.validity.typeMismatch
          ? strings.fieldEmailInvalid
          : field === 'contactNumber'
            ? phoneProblem(input.value, strings)
            : null;
      if (problem) found[field] = problem;
    }
    const cv = data.get('cvUrl');
    const cvFile = cv instanceof File ? cv : null;
    const problem = cvProblem(cvFile, strings);
    if (problem) found.cvUrl = problem;
    else if (cvFile && !(await startsLikePdf(cvFile))) found.cvUrl = strings.cvNotPdf;
    if (!(form.elements.namedItem('consent') as HTMLInputElement).checked) found.consent = strings.consentMissing;
    return found;
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setResult(null);
    setVacancyError(null);
    const found = await check(form, data);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setSending(true);
    const outcome = await submitContact(data, strings);
    setSending(false);
    setResult(outcome);
    if (outcome.ok) {
      form.reset();
      setCvName(null);
      return;
    }
    const { staffId } = outcome.fields;
    if (staffId) setVacancyError(apiFieldMessage('staffId', staffId, strings));
    setErrors(fieldErrorsFromApi(APPLICATION_FIELDS, outcome.fields, strings));
  }

  const clearError = (field: ApplicationField) =>
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });

  function onCvChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    setCvName(file?.name ?? null);
    const problem = file ? cvProblem(file, strings) : null;
    if (problem) setErrors((current) => ({ ...current, cvUrl: problem }));
    else clearError('cvUrl');
  }

  const describedBy = (field: ApplicationField, hint?: string) =>
    [hint, errors[field] ? `${fieldId(field)}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const textField = (
    field: (typeof TEXT_FIELDS)[number],
    label: string,
    type: string,
    autoComplete: string,
    max: number,
  ) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      type={type}
      autoComplete={autoComplete}
      maxLength={max}
      required
      onChange={() => clearError(field)}
      error={errors[field]}
    />
  );

  const cvHintId = `${fieldId('cvUrl')}-hint`;
  const [consentBefore, consentAfter] = strings.consentLabel.split('{link}');

  return (
    <form
      ref={formRef}
      className="contact-form application-form"
      action={`${PUBLIC_API_URL}/contact/save`}
      method="post"
      encType="multipart/form-data"
      onSubmit={send}
    >
      <p className="application-form__intro">{strings.applyIntro}</p>
      <div className="contact-form__row">
        {textField('firstName', strings.formFirstName, 'text', 'given-name', MAX_NAME_CHARS)}
        {textField('lastName', strings.formLastName, 'text', 'family-name', MAX_NAME_CHARS)}
      </div>
      <div className="contact-form__row">
        {textField('email', strings.formEmail, 'email', 'email', MAX_EMAIL_CHARS)}
        {textField('contactNumber', strings.formPhone, 'tel', 'tel', MAX_PHONE_CHARS)}
      </div>
      <div className="contact-form__field">
        <label htmlFor={fieldId('cvUrl')}>{strings.formCv}</label>
        <p id={cvHintId} className="contact-form__hint">
          {fillTemplate(strings.formCvHint, { mb: MAX_CV_MB })}
        </p>
        {/* The native input stays the control (keyboard, screen readers) but sits invisibly over labels in the page's language. */}
        <div className="file-picker">
          <input
            id={fieldId('cvUrl')}
            name="cvUrl"
            type="file"
            accept={CV_ACCEPT}
            required
            className="file-picker__input"
            onChange={onCvChange}
            aria-invalid={errors.cvUrl ? true : undefined}
            aria-describedby={describedBy('cvUrl', cvHintId)}
          />
          <span className="file-picker__button" aria-hidden="true">
            {strings.formChooseFile}
          </span>
          <span className="file-picker__name" aria-hidden="true">
            {cvName ?? strings.formNoFile}
          </span>
        </div>
        <p id={`${fieldId('cvUrl')}-error`} className="contact-form__error" aria-live="polite">
          {errors.cvUrl}
        </p>
      </div>
      <div className="contact-form__field">
        <div className="consent">
          <input
            id={fieldId('consent')}
            name="consent"
            type="checkbox"
            value="true"
            required
            className="consent__box"
            onChange={() => clearError('consent')}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
          />
          <label htmlFor={fieldId('consent')} className="consent__label">
            {consentBefore}
            {/* A new tab, so that what the visitor typed and the CV they chose stay in this one. */}
            <a href={`${localizePath(FIXED_ROUTES.terms(), language)}#privacy`} target="_blank" rel="noopener">
              {strings.consentLink}
              <span className="visually-hidden"> {strings.consentNewTab}</span>
            </a>
            {consentAfter}
          </label>
        </div>
        <p id={`${fieldId('consent')}-error`} className="contact-form__error" aria-live="polite">
          {errors.consent}
        </p>
      </div>
      <input type="hidden" name="staffId" value={staffId} />
      {/* The visitor's confirmation is written in the page's language. */}
      <input type="hidden" name="language" value={language} />
      <label className="contact-form__trap" aria-hidden="true">
        Website
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
      <FormStatus result={result} closeLabel={strings.formCloseError} onClose={() => setResult(null)} />
      {vacancyError && <p className="contact-form__error">{vacancyError}</p>}
      {/* aria-disabled rather than disabled: a disabled button drops the keyboard focus while sending. */}
      <button type="submit" className="button application-form__submit" aria-disabled={sending || undefined}>
        {sending ? strings.formSending : strings.formApply}
      </button>
    </form>
  );
}
