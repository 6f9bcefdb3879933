import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { AdminText } from '#admin/i18n/en.ts';
import type { FieldRules } from '../field-rules.ts';
import { type FieldSpec, type FormRow, fieldsOf, type NumberFieldSpec } from '../resource.ts';

type Words = AdminText['form']['issues'];

/**
 * A number as an admin types it, read as the API reads it: "85,4" with a decimal comma, "142 000"
 * with spaces between thousands; null when nothing is typed, NaN when it is no number.
 */
export function typedNumber(text: string): number | null {
  const bare = text.replace(/[\s\u00a0\u202f]/g, '');
  if (bare === '') return null;
  return /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(bare) ? Number(bare.replace(',', '.')) : Number.NaN;
}

/**
 * What is wrong with a number field's text, in the admin's words, by its spec's bounds; null when
 * nothing is.
 */
export function numberProblem(spec: NumberFieldSpec, text: string, required: boolean, words: Words): string | null {
  const number = typedNumber(text);
  if (number === null) return required ? words.fill : null;
  if (Number.isNaN(number)) return Number.isInteger(spec.step) ? words.wholeNumber : words.number;
  if (Number.isInteger(spec.step) && !Number.isInteger(number)) return words.wholeNumber;
  if (number < spec.min) return words.noLess(spec.min);
  if (number > spec.max) return words.noMore(spec.max);
  return null;
}

/**
 * What is wrong with one field of a form, in the admin's words, checked before the shared schema:
 * a number (numberProblem), or a text it needs left blank. The schema checks the same, but its own
 * words, in English, take precedence over a form's error map.
 */
export function fieldProblem(field: FieldSpec, value: unknown, rules: FieldRules | undefined, words: Words) {
  const text = value === null || value === undefined ? '' : String(value);
  if (field.kind === 'number') return numberProblem(field, text, rules?.required ?? false, words);
  const needsText = (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'url') && rules?.minLength;
  return needsText && text.trim() === '' ? words.fill : null;
}

/**
 * A form's resolver that checks its fields first (fieldProblem), each refusal in place of the
 * schema's, and the rest as `resolver` does.
 */
export function withFieldChecks<Values extends FieldValues>(
  resolver: Resolver<Values>,
  rows: FormRow[],
  rules: Record<string, FieldRules>,
  words: Words,
): Resolver<Values> {
  const fields = rows.flatMap(fieldsOf);
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: FieldErrors = {};
    for (const field of fields) {
      const problem = fieldProblem(field, values[field.name], rules[field.name], words);
      if (problem) errors[field.name] = { type: 'checked', message: problem };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...errors } as FieldErrors<Values> };
  };
}
