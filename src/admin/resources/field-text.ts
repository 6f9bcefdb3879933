import { adminNumber } from '#admin/lib/admin-number.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ChoicesFieldSpec, FieldOption, NumberFieldSpec, SelectFieldSpec } from './resource.ts';

/** The values of a group of boxes, as its field holds them: "NE,E,S" → ["NE", "E", "S"]. */
export const choicesIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];

/** A group's value with `choice` ticked or not: the ticked choices in the group's order, comma-separated. */
export function withChoice(spec: ChoicesFieldSpec, value: unknown, choice: string, ticked: boolean): string {
  const chosen = new Set(choicesIn(value));
  if (ticked) chosen.add(choice);
  else chosen.delete(choice);
  return spec.options
    .map((option) => option.value)
    .filter((option) => chosen.has(option))
    .join(',');
}

/** The ticked choices of a group as an admin reads them, by their short labels where they have one: "VL, L". */
export function choicesText(spec: ChoicesFieldSpec, value: unknown, language: Language): string {
  const chosen = choicesIn(value);
  return chosen
    .map((choice) => {
      const option = spec.options.find((candidate) => candidate.value === choice);
      return option ? (option.short ?? option.label)[language] : choice;
    })
    .join(', ');
}

/** A number's value as an admin reads it in `language`, with its unit: "85,4 m²", "€ 142 000"; null for none. */
export function numberText(spec: NumberFieldSpec, value: unknown, language: Language): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  const figure = adminNumber(number, language);
  if (!spec.unit) return figure;
  // A no-break space, so that the figure and its unit stay on one line.
  return spec.unit.place === 'before' ? `${spec.unit.symbol}\u00a0${figure}` : `${figure}\u00a0${spec.unit.symbol}`;
}

/**
 * The keyboard a phone shows for a number: digits only for a whole number that is never negative,
 * digits and a decimal separator for a fraction; the whole keyboard where a minus sign may be
 * typed, which neither of those has.
 */
export function inputModeOf(spec: NumberFieldSpec): 'numeric' | 'decimal' | undefined {
  if (spec.min < 0) return undefined;
  return Number.isInteger(spec.step) ? 'numeric' : 'decimal';
}

/** The fixed choices of a select that another field's value `other` allows (SelectFieldSpec.within). */
export function allowedOptions(spec: SelectFieldSpec, other: unknown): FieldOption[] {
  if (typeof spec.options === 'string') return [];
  const allowed = spec.within?.values(other === null || other === undefined ? '' : String(other));
  return allowed
    ? spec.options.filter((option) => option.value === '' || allowed.includes(option.value))
    : spec.options;
}

/** A fixed choice's label in `language` by its value; undefined for a value it does not offer, or choices read from the API. */
export function optionText(spec: SelectFieldSpec, value: unknown, language: Language): string | undefined {
  if (typeof spec.options === 'string') return undefined;
  return spec.options.find((option) => option.value === String(value ?? ''))?.label[language];
}
