import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { typedNumber } from './unit-query.ts';

interface Props {
  legend: string;
  fromLabel: string;
  toLabel: string;
  kind: 'area' | 'price';
  min: number | null;
  max: number | null;
  /** The lowest and highest values of the table, shown as the fields' placeholders. */
  bounds: { low: string; high: string };
  onChange: (min: number | null, max: number | null) => void;
}

/**
 * A range a visitor types (an area, a budget): each bound is kept when the field is left or Enter
 * is pressed, not at every key, so that the address gains one entry per change.
 */
export default function NumberRange({ legend, fromLabel, toLabel, kind, min, max, bounds, onChange }: Props) {
  const id = useId();
  const [texts, setTexts] = useState({ min: '', max: '' });
  useEffect(() => setTexts({ min: min === null ? '' : String(min), max: max === null ? '' : String(max) }), [min, max]);

  const commit = () => {
    const [low, high] = [typedNumber(texts.min, kind), typedNumber(texts.max, kind)];
    if (low !== min || high !== max) onChange(low, high);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  const field = (bound: 'min' | 'max', label: string, placeholder: string) => (
    <div className="unit-filter__field">
      <label htmlFor={`${id}-${bound}`}>{label}</label>
      <input
        id={`${id}-${bound}`}
        type="text"
        inputMode={kind === 'price' ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder={placeholder}
        value={texts[bound]}
        onChange={(event) => setTexts({ ...texts, [bound]: event.currentTarget.value })}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </div>
  );
  return (
    <fieldset className="unit-filter unit-filter--range">
      <legend>{legend}</legend>
      {field('min', fromLabel, bounds.low)}
      {field('max', toLabel, bounds.high)}
    </fieldset>
  );
}
