import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import FieldValue from '../FieldValue.tsx';
import { PAIR_LANGUAGES } from '../field-labels.ts';
import type { FormRow } from '../resource.ts';

/** One row of a view page: what a field means and its value, Albanian beside English for a pair. */
export default function ViewRow({ row, item }: { row: FormRow; item: Record<string, unknown> }) {
  const shown = useAdminLanguage();
  const names = useAdminText().languages.names;
  if ('group' in row)
    return row.group
      .filter(({ onlyWhile }) => !onlyWhile || item[onlyWhile.field] === onlyWhile.value)
      .map((single) => <ViewRow key={single.field.name} row={single} item={item} />);
  return (
    <div className="field-list__row">
      <dt>{row.label[shown]}</dt>
      {'field' in row ? (
        <dd>
          <FieldValue field={row.field} value={item[row.field.name]} />
        </dd>
      ) : (
        <dd className="field-list__pair">
          {PAIR_LANGUAGES.map((language) => (
            <div key={language}>
              <span className="field-list__language">{names[language]}</span>
              <div lang={language}>
                <FieldValue field={row[language]} value={item[row[language].name]} />
              </div>
            </div>
          ))}
        </dd>
      )}
    </div>
  );
}
