import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Its options' words are long (an order): it takes a whole row where the columns are narrow. */
  wide?: boolean;
}

/** A list's filter or order: a labelled select that applies as soon as it changes. */
export default function Choice({ label, value, options, onChange, disabled = false, wide = false }: Props) {
  const id = useId();
  return (
    <div className={wide ? 'admin-field list-controls__wide' : 'admin-field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
