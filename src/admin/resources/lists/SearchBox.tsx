import { useEffect, useRef, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';

/** How long typing pauses before the list searches: one search, and one step of history, per pause. */
const SEARCH_PAUSE_MS = 400;

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}

/**
 * The search of a list, sent once typing pauses (or on Enter). Follows the address when it
 * changes (Back), unless it already says the same.
 */
export default function SearchBox({ label, placeholder, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => () => clearTimeout(pause.current), []);
  const search = (typed: string) => {
    clearTimeout(pause.current);
    if (typed.trim() !== value) onSearch(typed.trim());
  };
  return (
    <SearchField
      className="admin-field list-controls__search"
      value={text}
      onChange={(typed) => {
        setText(typed);
        clearTimeout(pause.current);
        // A search cleared (its button, Escape) shows the whole list at once.
        if (typed === '') search(typed);
        else pause.current = setTimeout(() => search(typed), SEARCH_PAUSE_MS);
      }}
      onSubmit={search}
    >
      <Label>{label}</Label>
      <Input placeholder={placeholder} />
    </SearchField>
  );
}
