import { textIn } from '#admin/i18n/admin-language.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import type { FormRow } from './resource.ts';

/** The languages of a text pair, in the order the admin shows them: Albanian, the site's first, then English. */
export const PAIR_LANGUAGES = LANGUAGES;

/** The label a pair's field goes by in the form and its messages, in the admin's language `shown`: "Titulli (shqip)". */
export const pairFieldLabel = (label: string, language: Language, shown: Language) =>
  `${label} (${textIn(shown).languages.ofField[language]})`;

/** Each form field's name with the label the form shows it under in the admin's language `shown` ("Title (Albanian)"). */
export function fieldLabels(rows: FormRow[], shown: Language): [name: string, label: string][] {
  return rows.flatMap((row): [string, string][] => {
    if ('field' in row) return [[row.field.name, row.label[shown]]];
    if ('group' in row)
      return row.group.map((single) => [
        single.field.name,
        row.alone ? single.label[shown] : `${row.label[shown]}: ${single.label[shown]}`,
      ]);
    return PAIR_LANGUAGES.map((language) => [row[language].name, pairFieldLabel(row.label[shown], language, shown)]);
  });
}
