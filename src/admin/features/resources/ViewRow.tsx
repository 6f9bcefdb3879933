import FieldValue from './FieldValue.tsx';
import type { FormRow } from './resource.ts';

/** One row of a view page: what a field means and its value, English beside Albanian for a pair. */
export default function ViewRow({ row, item }: { row: FormRow; item: Record<string, unknown> }) {
  if ('group' in row) return row.group.map((single) => <ViewRow key={single.field.name} row={single} item={item} />);
  return (
    <div className="field-list__row">
      <dt>{row.label}</dt>
      {'field' in row ? (
        <dd>
          <FieldValue field={row.field} value={item[row.field.name]} />
        </dd>
      ) : (
        <dd className="field-list__pair">
          <div lang="en">
            <span className="field-list__language">English</span>
            <FieldValue field={row.en} value={item[row.en.name]} />
          </div>
          <div lang="sq">
            <span className="field-list__language">Shqip</span>
            <FieldValue field={row.sq} value={item[row.sq.name]} />
          </div>
        </dd>
      )}
    </div>
  );
}
