import { ORIENTATIONS, type Orientation, UNIT_STATUSES, UNIT_TYPES, type UnitType } from '../domain-values.ts';
import { UNIT_STATUS_LABELS } from '../i18n/contact-labels.ts';
import { stringsFor } from '../i18n/dictionary.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { type UnitColumnField, wordKey } from './unit-columns.ts';

/**
 * A unit's fixed values as a spreadsheet holds them: an export writes each in the words of the
 * admin's language (the site's and the admin's own), and an import reads the words of either
 * language, or the value itself ("apartment", "NE"), back into the value.
 */

const capitalized = <T extends string>(text: T) => `${text.slice(0, 1).toUpperCase()}${text.slice(1)}` as Capitalize<T>;

const typeWord = (type: UnitType, language: Language) => stringsFor(language)[`unitType${capitalized(type)}`];
const letters = (direction: Orientation, language: Language) =>
  stringsFor(language)[`unitOrientationShort${direction}`];
const directionWord = (direction: Orientation, language: Language) =>
  stringsFor(language)[`unitOrientation${direction}`];

/** The fields whose cells are words for one of a few values. */
type WordedField = Extract<UnitColumnField, 'unitType' | 'status' | 'orientation'>;

const WORDS: Record<WordedField, (value: string, language: Language) => string[]> = {
  unitType: (type, language) => [typeWord(type as UnitType, language)],
  status: (status, language) => [UNIT_STATUS_LABELS[language][status as keyof (typeof UNIT_STATUS_LABELS)['en']]],
  orientation: (direction, language) => [
    letters(direction as Orientation, language),
    directionWord(direction as Orientation, language),
  ],
};

const VALUES: Record<WordedField, readonly string[]> = {
  unitType: UNIT_TYPES,
  status: UNIT_STATUSES,
  orientation: ORIENTATIONS,
};

const isWorded = (field: UnitColumnField): field is WordedField => field in WORDS;

/** For each worded field, the value of each word of either language and of each value itself. */
const VALUE_OF_WORD = Object.fromEntries(
  Object.entries(VALUES).map(([field, values]) => [
    field,
    new Map(
      values.flatMap((value) =>
        [value, ...LANGUAGES.flatMap((language) => WORDS[field as WordedField](value, language))].map(
          (word) => [wordKey(word), value] as const,
        ),
      ),
    ),
  ]),
) as Record<WordedField, Map<string, string>>;

/** The words an import takes for a worded field's values, in `language`: "Apartment, Duplex, …". */
export const wordsOfField = (field: UnitColumnField, language: Language): string[] | null =>
  isWorded(field) ? VALUES[field].map((value) => WORDS[field](value, language)[0] as string) : null;

/**
 * A price as a sales team may group its thousands, "142.000" or "142,000": read as 142 000, where
 * the schema would take the separator for a decimal mark (a price is in whole euros).
 */
const GROUPED_THOUSANDS = /^\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+$/;

/**
 * A cell's text as the schema's input for `field`: a worded field's words as its value (each of
 * an orientation's directions, "VL, L" as "NE,E"), a word it does not know left for the schema to
 * refuse; a grouped price without its separators; any other cell as it is.
 */
export function inputOfCell(field: UnitColumnField, text: string): string {
  if (field === 'price' && GROUPED_THOUSANDS.test(text)) return text.replace(/\D/g, '');
  if (!isWorded(field)) return text;
  const words = VALUE_OF_WORD[field];
  if (field !== 'orientation') return words.get(wordKey(text)) ?? text;
  const parts = text.split(/[,;/]/).filter((part) => part.trim() !== '');
  return parts.map((part) => words.get(wordKey(part)) ?? part.trim()).join(',');
}

/** The part of an orientation's cell the schema does not know, for a refusal to name. */
export const unknownDirection = (text: string) =>
  text
    .split(/[,;/]/)
    .find((part) => part.trim() !== '' && !VALUE_OF_WORD.orientation.has(wordKey(part)))
    ?.trim();

/** A value as an export writes it in `language`: a worded field's words ("VL, L"), any other as it is. */
export function cellOfValue(field: UnitColumnField, value: string | number | null, language: Language) {
  if (!isWorded(field) || typeof value !== 'string') return value;
  if (field !== 'orientation') return WORDS[field](value, language)[0] ?? value;
  const directions = value.split(',').filter((part) => part !== '');
  return directions.map((direction) => letters(direction as Orientation, language)).join(', ');
}
