import { MAX_CV_BYTES, MAX_PHONE_CHARS, MIN_PHONE_CHARS } from '#shared/constants.ts';
import { isPhoneNumber } from '#shared/domain-values.ts';
import type { Strings } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';

/** What the CV file input accepts (docs/product.md#validation-rules: PDF only). */
export const CV_ACCEPT = 'application/pdf,.pdf';
export const MAX_CV_MB = Math.round(MAX_CV_BYTES / (1024 * 1024));

export const APPLICATION_FIELDS = ['firstName', 'lastName', 'email', 'contactNumber', 'cvUrl', 'consent'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

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

/** What a phone number of the public forms takes (isPhoneNumber), in the visitor's language. */
export const phoneNumberMessage = (strings: Strings) =>
  fillTemplate(strings.formPhoneInvalid, { min: MIN_PHONE_CHARS, max: MAX_PHONE_CHARS });

/** Why a typed phone number cannot be sent, as the API would refuse it; null when it may be sent. */
export const phoneProblem = (value: string, strings: Strings): string | null =>
  isPhoneNumber(value.trim()) ? null : phoneNumberMessage(strings);
