import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { ListPageQuery, ListSort, SortDirection } from '#shared/payloads/list-page.ts';
import type { ResourceConfig } from '../resource.ts';
import { useFieldOptions } from '../use-field-options.ts';
import Choice from './Choice.tsx';
import { formField, sortChoice, sortChoices } from './list-columns.ts';
import SearchBox from './SearchBox.tsx';
import type { ListView } from './use-list-view.ts';
import ViewChoice from './ViewChoice.tsx';

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
        placeholder={words.searchPlaceholder}
        value={query.q ?? ''}
        onSearch={(q) => change({ q })}
      />
      <Choice
        wide
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
