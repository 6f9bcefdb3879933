import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import Choice from '#admin/resources/lists/Choice.tsx';
import { formField, sortChoice, sortChoices } from '#admin/resources/lists/list-columns.ts';
import SearchBox from '#admin/resources/lists/SearchBox.tsx';
import { useFieldOptions } from '#admin/resources/use-field-options.ts';
import type { ListPageQuery, ListSort, SortDirection } from '#shared/payloads/list-page.ts';
import FloorFilter from './FloorFilter.tsx';
import { typesOfCategory } from './unit-choices.ts';
import { UNIT_LISTING } from './unit-listing.ts';
import { unitResource } from './unit-resource.ts';

interface Props {
  query: ListPageQuery;
  sort: ListSort;
  change: (changes: Partial<ListPageQuery>) => void;
}

const text = (value: unknown) => (value === undefined ? '' : String(value));

/**
 * Above a building's units: the search by reference, the order, and the filters by category,
 * type (those of the category chosen), status and floor. Choosing a category lets go of a type
 * that is not of it.
 */
export default function UnitFilters({ query, sort, change }: Props) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.units;
  const category = formField(unitResource, 'salesCategoryId');
  const type = formField(unitResource, 'unitType');
  const status = formField(unitResource, 'status');
  const categories = useFieldOptions(category.spec).options;
  const types = useFieldOptions(type.spec, text(query.salesCategoryId)).options;
  const statuses = useFieldOptions(status.spec).options;
  const all = { value: '', label: t.common.all };
  return (
    <div className="list-controls unit-filters">
      <SearchBox
        label={words.search}
        placeholder={words.searchPlaceholder}
        value={query.q ?? ''}
        onSearch={(q) => change({ q })}
      />
      <Choice
        wide
        label={t.lists.order}
        value={sortChoice(sort.sort, sort.dir)}
        options={sortChoices({ ...unitResource, listing: UNIT_LISTING }, language)}
        onChange={(value) => {
          const [by, dir] = value.split(':') as [string, SortDirection];
          change({ sort: by, dir });
        }}
      />
      <Choice
        label={category.label[language]}
        value={text(query.salesCategoryId)}
        options={[all, ...categories]}
        onChange={(value) => {
          const allowed = typesOfCategory(value);
          const keepsType = !allowed || allowed.some((each) => each === query.unitType);
          change({ salesCategoryId: value || undefined, ...(keepsType ? {} : { unitType: undefined }) });
        }}
      />
      <Choice
        label={type.label[language]}
        value={text(query.unitType)}
        options={[all, ...types]}
        onChange={(value) => change({ unitType: value || undefined })}
      />
      <Choice
        label={status.label[language]}
        value={text(query.status)}
        options={[all, ...statuses]}
        onChange={(value) => change({ status: value || undefined })}
      />
      <FloorFilter
        label={words.floor}
        placeholder={words.anyFloor}
        value={query.floor === undefined ? '' : String(query.floor)}
        onChange={(floor) => change({ floor })}
      />
    </div>
  );
}
