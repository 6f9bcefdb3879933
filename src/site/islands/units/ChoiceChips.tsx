interface Props<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  /** The values checked; none checked stands for any. */
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}

/** A filter of several values, any of which a unit may have: checkboxes drawn as chips, in the options' order. */
export default function ChoiceChips<T extends string>({ legend, options, selected, onChange }: Props<T>) {
  const toggle = (value: T, checked: boolean) =>
    onChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? checked : selected.includes(candidate))),
    );
  return (
    <fieldset className="unit-filter unit-filter--chips">
      <legend>{legend}</legend>
      <div className="unit-filter__chips">
        {options.map((option) => (
          <label key={option.value} className="unit-chip">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
