import type { TextLanguage } from '#shared/entities/language-gaps.ts';
import { listOf } from './missing-texts.ts';

const LANGUAGES: { language: TextLanguage; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'sq', name: 'Albanian' },
];

/**
 * Whether an item is complete in each language: every public text it has in one language, it has
 * in the other too. `gaps` names, by the language that lacks them, the texts written in the other only.
 */
export default function LanguageMarks({ gaps }: { gaps: Record<TextLanguage, string[]> }) {
  return (
    <ul className="admin-languages" aria-label="Languages">
      {LANGUAGES.map(({ language, name }) => {
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
