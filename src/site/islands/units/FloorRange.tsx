import { useId } from 'react';
import type { Choice } from '#site/data/views/unit-filter-options.ts';

interface Props {
  legend: string;
  fromLabel: string;
  toLabel: string;
  anyLabel: string;
  /** The floors of the table, lowest first, with their words ("Ground floor"). */
  floors: readonly Choice<number>[];
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
}

/** The floors a unit may be on: from one to another, either end open. */
export default function FloorRange({ legend, fromLabel, toLabel, anyLabel, floors, min, max, onChange }: Props) {
  const id = useId();
  const floorOf = (text: string) => (text === '' ? null : Number(text));
  const select = (bound: 'min' | 'max', label: string, value: number | null) => (
    <div className="unit-filter__field">
      <label htmlFor={`${id}-${bound}`}>{label}</label>
      <select
        id={`${id}-${bound}`}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const chosen = floorOf(event.currentTarget.value);
          onChange(bound === 'min' ? chosen : min, bound === 'max' ? chosen : max);
        }}
      >
        <option value="">{anyLabel}</option>
        {/* A floor the address names that the table lacks stays chosen. */}
        {value !== null && !floors.some((option) => option.value === value) && (
          <option value={String(value)}>{value}</option>
        )}
        {floors.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="unit-filter unit-filter--range">
      <legend>{legend}</legend>
      {select('min', fromLabel, min)}
      {select('max', toLabel, max)}
    </fieldset>
  );
}
