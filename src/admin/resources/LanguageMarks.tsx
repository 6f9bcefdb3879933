import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { Bilingual } from '#admin/i18n/bilingual.ts';
import type { TextLanguage } from '#shared/entities/language-gaps.ts';
import { PAIR_LANGUAGES } from './field-labels.ts';
import { labelsIn } from './missing-texts.ts';

/**
 * Whether an item is complete in each language: every public text it has in one language, it has
 * in the other too. `gaps` names, by the language that lacks them, the texts written in the other only.
 */
export default function LanguageMarks({ gaps }: { gaps: Record<TextLanguage, Bilingual[]> }) {
  const t = useAdminText();
  const shown = useAdminLanguage();
  return (
    <ul className="admin-languages" aria-label={t.languages.label}>
      {PAIR_LANGUAGES.map((language) => {
        const name = t.languages.names[language];
        const lacking = gaps[language];
        return lacking.length === 0 ? (
          <li key={language} className="admin-language admin-language--complete">
            <span aria-hidden="true">✓ </span>
            {name}
          </li>
        ) : (
          <li key={language} className="admin-language admin-language--lacking">
            {t.languages.lacks(name, labelsIn(lacking, shown))}
          </li>
        );
      })}
    </ul>
  );
}
