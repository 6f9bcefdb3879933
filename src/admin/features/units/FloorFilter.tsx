import { useEffect, useId, useRef, useState } from 'react';
import { MAX_UNIT_FLOOR, MIN_UNIT_FLOOR } from '#shared/constants.ts';

/** How long typing pauses before the list narrows: one step of history per pause, as the search's. */
const FLOOR_PAUSE_MS = 400;

interface Props {
  label: string;
  placeholder: string;
  value: string;
  /** A whole floor, or undefined for every floor. */
  onChange: (floor: number | undefined) => void;
}

/**
 * The list narrowed to one floor: typed, or stepped with the arrow keys, applied once typing
 * pauses; emptied, every floor. Follows the address when it changes (Back).
 */
export default function FloorFilter({ label, placeholder, value, onChange }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => () => clearTimeout(pause.current), []);
  const apply = (text: string) => {
    clearTimeout(pause.current);
    const floor = text.trim() === '' ? undefined : Number(text);
    if (floor === undefined || Number.isInteger(floor)) onChange(floor);
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={MIN_UNIT_FLOOR}
        max={MAX_UNIT_FLOOR}
        step={1}
        placeholder={placeholder}
        value={typed}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setTyped(text);
          clearTimeout(pause.current);
          pause.current = setTimeout(() => apply(text), FLOOR_PAUSE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event.currentTarget.value);
        }}
      />
    </div>
  );
}
