import { useEffect, useId, useRef, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import type { ListPageQuery, ListSort, SortDirection } from '#shared/schemas/list-page.ts';
import type { ResourceConfig } from '../resources/resource.ts';
import { useFieldOptions } from '../resources/use-field-options.ts';
import { formField, sortChoice, sortChoices } from './list-columns.ts';
import type { ListView } from './use-list-view.ts';
import { useAdminLanguage, useAdminText } from '../../i18n/admin-language.ts';

/** How long typing pauses before the list searches: one search, and one step of history, per pause. */
const SEARCH_PAUSE_MS = 400;

interface Props<T extends Record<string, unknown>> {
  config: ResourceConfig<T>;
  query: ListPageQuery;
  sort: ListSort;
  change: (changes: Partial<ListPageQuery>) => void;
  view: ListView;
  onView: (view: ListView) => void;
}

/** Above a paged list: its search, its order, its filters, and whether it shows cards or a table. */
export default function ListControls<T extends Record<string, unknown>>({
  config,
  query,
  sort,
  change,
  view,
  onView,
}: Props<T>) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.lists;
  return (
    <div className="list-controls">
      <SearchBox
        label={words.search(config.nouns[language].manyLower)}
        value={query.q ?? ''}
        onSearch={(q) => change({ q })}
      />
      <Choice
        label={words.order}
        value={sortChoice(sort.sort, sort.dir)}
        options={sortChoices(config, language)}
        onChange={(value) => {
          const [by, dir] = value.split(':') as [string, SortDirection];
          change({ sort: by, dir });
        }}
      />
      {config.listing.filters.map((field) => (
        <FieldFilter key={field} config={config} field={field} query={query} change={change} />
      ))}
      {config.needed.length > 0 && (
        <Choice
          label={words.onSite}
          value={query.shown === undefined ? '' : String(query.shown)}
          options={[
            { value: '', label: t.common.all },
            { value: 'true', label: words.onSite },
            { value: 'false', label: words.notOnSite },
          ]}
          onChange={(value) => change({ shown: value === '' ? undefined : value === 'true' })}
        />
      )}
      {config.api.publication && (
        <Choice
          label={t.drafts.status}
          value={query.published === undefined ? '' : String(query.published)}
          options={[
            { value: '', label: t.common.all },
            { value: 'true', label: t.drafts.statusPublished },
            { value: 'false', label: t.drafts.statusDrafts },
          ]}
          onChange={(value) => change({ published: value === '' ? undefined : value === 'true' })}
        />
      )}
      <Choice
        label={words.languages}
        value={query.missing ?? ''}
        options={[
          { value: '', label: t.common.all },
          { value: 'sq', label: words.missingAlbanian },
          { value: 'en', label: words.missingEnglish },
        ]}
        onChange={(value) => change({ missing: value === 'en' || value === 'sq' ? value : undefined })}
      />
      <ViewChoice view={view} onView={onView} />
    </div>
  );
}

/** Cards or a table: two buttons, the one pressed saying which the list shows. */
function ViewChoice({ view, onView }: { view: ListView; onView: (view: ListView) => void }) {
  const words = useAdminText().lists;
  return (
    <fieldset className="list-controls__view">
      <legend>{words.view}</legend>
      <div className="list-controls__toggle">
        {(['cards', 'table'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="admin-button admin-button--ghost"
            aria-pressed={view === choice}
            onClick={() => onView(choice)}
          >
            {choice === 'cards' ? words.cards : words.table}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The search of a list, sent once typing pauses (or on Enter). Follows the address when it
 * changes (Back), unless it already says the same.
 */
function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const t = useAdminText();
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
      <Input placeholder={t.lists.searchPlaceholder} />
    </SearchField>
  );
}

interface ChoiceProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

function Choice({ label, value, options, onChange, disabled = false }: ChoiceProps) {
  const id = useId();
  return (
    <div className="admin-field">
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

/** A filter of the kind's descriptor (a news type, a building), with the label and the choices of its form field. */
function FieldFilter<T extends Record<string, unknown>>({
  config,
  field,
  query,
  change,
}: {
  config: ResourceConfig<T>;
  field: string;
  query: ListPageQuery;
  change: (changes: Partial<ListPageQuery>) => void;
}) {
  const { spec, label } = formField(config, field);
  const { options, isLoading } = useFieldOptions(spec);
  const t = useAdminText();
  return (
    <Choice
      label={label[useAdminLanguage()]}
      value={query[field] === undefined ? '' : String(query[field])}
      options={[{ value: '', label: isLoading ? t.common.loading : t.common.all }, ...options]}
      disabled={isLoading}
      onChange={(value) => change({ [field]: value === '' ? undefined : value })}
    />
  );
}
