import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { ListSort } from '#shared/payloads/list-page.ts';
import DeleteItem from '../DeleteItem.tsx';
import FieldValue from '../FieldValue.tsx';
import LanguageMarks from '../LanguageMarks.tsx';
import type { ResourceConfig } from '../resource.ts';
import { columnsOf } from './list-columns.ts';
import SortHeading from './SortHeading.tsx';
import type { Listed, Selection } from './use-selection.ts';

interface Props<T extends Record<string, unknown>> {
  config: ResourceConfig<T>;
  items: Listed<T>[];
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  selection: Selection<T>;
}

/**
 * A page of a list as a table: a row per item with its title, the kind's columns, its languages
 * and id, and Edit and Delete. A column's heading sorts by it, and again the other way round.
 */
export default function ResourceTable<T extends Record<string, unknown>>({
  config,
  items,
  sort,
  onSort,
  selection,
}: Props<T>) {
  const t = useAdminText();
  const words = t.lists;
  const language = useAdminLanguage();
  const columns = columnsOf(config).map((column) => ({ ...column, label: column.label[language] }));
  const heading = (name: string, label: string) => (
    <SortHeading key={name} name={name} label={label} sort={sort} onSort={onSort} />
  );

  return (
    <table className="admin-table list-table">
      <caption className="visually-hidden">{config.nouns[language].many}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{words.selectedColumn}</span>
          </th>
          {heading('title', config.titleLabel?.[language] ?? words.titleColumn)}
          {columns.map((column) => heading(column.name, column.label))}
          <th scope="col">{words.languages}</th>
          {heading('id', words.idColumn)}
          <th scope="col">
            <span className="visually-hidden">{words.actionsColumn}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const id = Number(item[config.idField]);
          const { title } = config.describe(item, language);
          return (
            <tr key={id} data-item-id={id} data-selected={selection.has(id) ? '' : undefined}>
              <td className="list-table__select">
                <input
                  type="checkbox"
                  aria-label={words.select(title)}
                  checked={selection.has(id)}
                  onChange={(event) => selection.set(item, event.currentTarget.checked)}
                />
              </td>
              <th scope="row" className="list-table__title">
                <Link to={config.paths.view(id)}>{title}</Link>
                {!config.isShown(item) && (
                  <span className="admin-off-site">{config.isDraft(item) ? t.drafts.badge : words.notOnSite}</span>
                )}
              </th>
              {columns.map((column) => (
                <td key={column.name} data-label={column.label}>
                  <FieldValue field={column.spec} value={item[column.name]} />
                </td>
              ))}
              <td data-label={words.languages}>
                <LanguageMarks gaps={config.languageGaps(item)} />
              </td>
              <td data-label={words.idColumn}>#{id}</td>
              <td className="list-table__actions">
                <Link
                  className="admin-button admin-button--ghost"
                  to={config.paths.edit(id)}
                  aria-label={words.editItem(title)}
                >
                  {t.common.edit}
                </Link>
                <DeleteItem config={config} id={id} title={title} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
