import type { TextLanguage } from '#shared/entities/language-gaps.ts';
import { LANGUAGE_NAMES_IN_ENGLISH } from '#shared/i18n/languages.ts';
import { PAIR_LANGUAGES } from './field-labels.ts';
import { listOf } from './missing-texts.ts';

/**
 * Whether an item is complete in each language: every public text it has in one language, it has
 * in the other too. `gaps` names, by the language that lacks them, the texts written in the other only.
 */
export default function LanguageMarks({ gaps }: { gaps: Record<TextLanguage, string[]> }) {
  return (
    <ul className="admin-languages" aria-label="Languages">
      {PAIR_LANGUAGES.map((language) => {
        const name = LANGUAGE_NAMES_IN_ENGLISH[language];
        const lacking = gaps[language];
        return lacking.length === 0 ? (
          <li key={language} className="admin-language admin-language--complete">
            <span aria-hidden="true">✓ </span>
            {name}
          </li>
        ) : (
          <li key={language} className="admin-language admin-language--lacking">
            {name} lacks {listOf(lacking).toLowerCase()}
          </li>
        );
      })}
    </ul>
  );
}
