import { Input, Label, SearchField } from 'react-aria-components';

interface Props {
  value: string;
  onChange: (value: string) => void;
  label: string;
  shown: number;
  total: number;
}

/** The text filter above a list, with a count of what it leaves. */
export default function ListFilter({ value, onChange, label, shown, total }: Props) {
  return (
    <div className="list-filter">
      <SearchField value={value} onChange={onChange} className="admin-field">
        <Label>{label}</Label>
        <Input placeholder="Type to filter" />
      </SearchField>
      <p className="admin-muted" aria-live="polite">
        {value ? `${shown} of ${total} shown` : `${total} in all`}
      </p>
    </div>
  );
}

/** Whether any of `texts` contains `filter`, ignoring case. */
export function matchesFilter(filter: string, texts: unknown[]): boolean {
  const wanted = filter.trim().toLocaleLowerCase();
  return !wanted || texts.some((text) => typeof text === 'string' && text.toLocaleLowerCase().includes(wanted));
}
