import type { z } from 'zod';
import { type AdminText, EN } from '#admin/i18n/en.ts';
import type { ApiRequestError } from '#admin/lib/api-client.ts';
import { type FieldSpec, type FormRow, fieldsOf } from '../resource.ts';

/** Each field's kind by name, for {@link plainIssues}: a select's message says to choose. */
export const fieldKinds = (rows: FormRow[]) =>
  Object.fromEntries(rows.flatMap(fieldsOf).map((field) => [field.name, field.kind]));

/**
 * The admin form's words for a field's problem: what to do, without the field's name, which
 * {@link namedMessage} puts before it ("at most 80 characters."). A select says to choose; an
 * issue not known here keeps zod's words.
 */
export function plainIssues(
  kinds: Record<string, FieldSpec['kind']>,
  words: AdminText['form']['issues'] = EN.form.issues,
): z.core.$ZodErrorMap {
  return (issue) => {
    if (kinds[String(issue.path?.[0])] === 'select') return words.choose;
    switch (issue.code) {
      case 'too_big':
        return issue.origin === 'string' ? words.atMost(issue.maximum) : undefined;
      case 'too_small':
        if (issue.origin !== 'string') return undefined;
        return Number(issue.minimum) <= 1 ? words.fill : words.atLeast(issue.minimum);
      case 'invalid_type':
        return words.fill;
      case 'invalid_format':
        if (issue.format === 'url') return words.url;
        return issue.format === 'email' ? words.email : undefined;
      default:
        return undefined;
    }
  };
}

/** A field's message as the form shows it, naming the field by its label: "Year: at most 80 characters." */
export function namedMessage(label: string, message: string): string {
  // A sentence of its own (the schema's or the API's words) continues after the colon.
  const continued = /^[A-Z][a-z]/.test(message) ? `${message.slice(0, 1).toLowerCase()}${message.slice(1)}` : message;
  return `${label}: ${continued}`;
}

/**
 * The fields an API refusal names, with its message for each; a refusal of the whole body by its
 * size or type (413, 415) concerns the files sent with it.
 */
export function refusedFields(error: ApiRequestError, files: Record<string, File | null>): [string, string][] {
  const named = Object.entries(error.fields);
  if (named.length > 0 || (error.status !== 413 && error.status !== 415)) return named;
  return Object.keys(files).flatMap((name): [string, string][] => (files[name] ? [[name, error.message]] : []));
}

/**
 * A field's refusal by the API in the admin's words, for the refusals the admin knows by their
 * code (a unit's reference another unit of its building has); undefined for the others, which
 * keep the API's words.
 */
export function fieldRefusal(code: string, t: AdminText): string | undefined {
  return Object.hasOwn(t.form.refusals, code)
    ? t.form.refusals[code as keyof AdminText['form']['refusals']]
    : undefined;
}

/**
 * What a form says when a save is refused: `failure` ("Failed to update project."), then how many
 * fields to correct, or that the server is away for a moment and the text is kept (a 503), or the
 * API's own words.
 */
export function saveFailure(failure: string, error: ApiRequestError, fieldsNamed: number, t: AdminText): string {
  if (fieldsNamed > 0) return `${failure} ${t.form.fieldsNote(fieldsNamed)}`;
  if (error.status === 503) return `${failure} ${t.form.unavailable}`;
  return `${failure} ${error.message}`;
}
