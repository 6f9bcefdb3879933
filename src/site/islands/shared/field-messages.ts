import type { Strings } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { MAX_CV_MB, phoneNumberMessage } from './application-checks.ts';

/** Field name → the message shown under it, in the visitor's language. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The visitor's-language wording of a message the API gave for one field of the contact drawer or
 * the application form. The API words its field messages in English; the known ones are
 * translated, others fall back by field.
 */
export function apiFieldMessage(field: string, message: string, strings: Strings): string {
  if (field === 'staffId') return strings.vacancyClosed;
  if (field === 'consent') return strings.consentMissing;
  if (field === 'cvUrl') {
    if (/larger than/i.test(message)) return fillTemplate(strings.cvTooLarge, { mb: MAX_CV_MB });
    return /attach/i.test(message) ? strings.cvMissing : strings.cvNotPdf;
  }
  if (/required/i.test(message)) return strings.fieldRequired;
  if (field === 'email') return strings.fieldEmailInvalid;
  if (field === 'contactNumber') return phoneNumberMessage(strings);
  if (field === 'contactMessage' && /write a message/i.test(message)) return strings.formMessageEmpty;
  return strings.fieldCheck;
}

/** The first of `fields`, in form order, that has an error; null when none has. */
export const firstWrongField = <F extends string>(fields: readonly F[], errors: FieldErrors<F>): F | null =>
  fields.find((field) => errors[field]) ?? null;

/** Only the API's messages about `fields`, in the visitor's language. */
export function fieldErrorsFromApi<F extends string>(
  fields: readonly F[],
  fromApi: Record<string, string>,
  strings: Strings,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(fromApi)) {
    if ((fields as readonly string[]).includes(field)) errors[field as F] = apiFieldMessage(field, message, strings);
  }
  return errors;
}
