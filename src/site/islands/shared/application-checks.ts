import { MAX_CV_BYTES } from '#shared/constants.ts';
import type { Strings } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from './fill-template.ts';

/** What the CV file input accepts (SPEC §5: PDF only). */
export const CV_ACCEPT = 'application/pdf,.pdf';
export const MAX_CV_MB = Math.round(MAX_CV_BYTES / (1024 * 1024));

export const APPLICATION_FIELDS = ['firstName', 'lastName', 'email', 'contactNumber', 'cvUrl'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type FieldErrors = Partial<Record<ApplicationField, string>>;

const PDF_SIGNATURE = '%PDF-';

/** Why a chosen CV cannot be sent, judged by name, type and size; null when it may be sent. */
export function cvProblem(file: { name: string; type: string; size: number } | null, strings: Strings): string | null {
  if (!file || (file.size === 0 && file.name === '')) return strings.cvMissing;
  const looksLikePdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksLikePdf) return strings.cvNotPdf;
  if (file.size > MAX_CV_BYTES) return fillTemplate(strings.cvTooLarge, { mb: MAX_CV_MB });
  return null;
}

/** Whether the file's content starts as every PDF does: a renamed image or document is refused before it is sent. */
export async function startsLikePdf(file: Blob): Promise<boolean> {
  return (await file.slice(0, PDF_SIGNATURE.length).text()) === PDF_SIGNATURE;
}

/**
 * The visitor's-language wording of a message the API gave for one field. The API words its
 * field messages in English; the known ones are translated, others fall back by field.
 */
export function apiFieldMessage(field: string, message: string, strings: Strings): string {
  if (field === 'staffId') return strings.vacancyClosed;
  if (field === 'cvUrl') {
    if (/larger than/i.test(message)) return fillTemplate(strings.cvTooLarge, { mb: MAX_CV_MB });
    return /attach/i.test(message) ? strings.cvMissing : strings.cvNotPdf;
  }
  if (/required/i.test(message)) return strings.fieldRequired;
  if (field === 'email') return strings.fieldEmailInvalid;
  return strings.fieldCheck;
}
