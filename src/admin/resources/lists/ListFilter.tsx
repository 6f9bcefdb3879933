import { Input, Label, SearchField } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  label: string;
  shown: number;
  total: number;
}

/** The text filter above a list, with a count of what it leaves. */
export default function ListFilter({ value, onChange, label, shown, total }: Props) {
  const t = useAdminText();
  return (
    <div className="list-filter">
      <SearchField value={value} onChange={onChange} className="admin-field">
        <Label>{label}</Label>
        <Input placeholder={t.lists.filter} />
      </SearchField>
      <p className="admin-muted" aria-live="polite">
        {value ? t.lists.filtered(shown, total) : t.lists.inAll(total)}
      </p>
    </div>
  );
}

/** Whether any of `texts` contains `filter`, ignoring case. */
export function matchesFilter(filter: string, texts: unknown[]): boolean {
  const wanted = filter.trim().toLocaleLowerCase();
  return !wanted || texts.some((text) => typeof text === 'string' && text.toLocaleLowerCase().includes(wanted));
}
