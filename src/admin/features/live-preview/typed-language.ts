import { PAIR_LANGUAGES } from '#admin/resources/field-labels.ts';
import type { FormRow } from '#admin/resources/resource.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** The language of each text field of a form, by its name: the English and Albanian fields of its pairs. */
export function pairFieldLanguages(rows: FormRow[]): Record<string, Language> {
  return Object.fromEntries(
    rows.flatMap((row) =>
      'en' in row ? PAIR_LANGUAGES.map((language): [string, Language] => [row[language].name, language]) : [],
    ),
  );
}

/**
 * The language the editor has just typed in, from the form's values `before` and `after` a change:
 * that of the text fields that changed, when they are all of one language. Null when none of them
 * changed (a field of no language, as a date) or both languages did at once (another version
 * loaded into the form), which say nothing of the page the editor wants to see.
 */
export function typedLanguage(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fieldLanguages: Record<string, Language>,
): Language | null {
  const changed = new Set(
    Object.entries(fieldLanguages)
      .filter(([name]) => !Object.is(before[name], after[name]))
      .map(([, language]) => language),
  );
  const [only] = changed;
  return changed.size === 1 && only ? only : null;
}
