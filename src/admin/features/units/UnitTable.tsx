import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import FieldValue from '#admin/resources/FieldValue.tsx';
import { columnsOf } from '#admin/resources/lists/list-columns.ts';
import SortHeading from '#admin/resources/lists/SortHeading.tsx';
import type { Listed, Selection } from '#admin/resources/lists/use-selection.ts';
import type { Unit } from '#shared/entities/unit.ts';
import type { ListSort } from '#shared/payloads/list-page.ts';
import UnitStatusMenu from './UnitStatusMenu.tsx';
import { unitResource } from './unit-resource.ts';

interface Props {
  items: Listed<Unit>[];
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  selection: Selection<Unit>;
  /** The building's units only: its column would say the same on every row. */
  ofBuilding: boolean;
}

/**
 * A page of units as a table: a row per unit with its reference (to its screen), its listing
 * columns, its status changed in the row, and links to edit it and to its history. Every heading
 * but the actions' sorts by its column. Below 768 px each row is a card.
 */
export default function UnitTable({ items, sort, onSort, selection, ofBuilding }: Props) {
  const t = useAdminText();
  const words = t.lists;
  const language = useAdminLanguage();
  const config = unitResource;
  const columns = columnsOf(config)
    .filter((column) => !(ofBuilding && column.name === 'buildingId'))
    .map((column) => ({ ...column, label: column.label[language] }));
  const heading = (name: string, label: string) => (
    <SortHeading key={name} name={name} label={label} sort={sort} onSort={onSort} />
  );

  return (
    <table className="admin-table list-table unit-table">
      <caption className="visually-hidden">{config.nouns[language].many}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{words.selectedColumn}</span>
          </th>
          {heading('title', config.titleLabel?.[language] ?? words.titleColumn)}
          {columns.map((column) => heading(column.name, column.label))}
          <th scope="col">
            <span className="visually-hidden">{words.actionsColumn}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((unit) => {
          const id = unit.unitId;
          const title = unit.reference;
          return (
            <tr key={id} data-item-id={id} data-status={unit.status} data-selected={selection.has(id) ? '' : undefined}>
              <td className="list-table__select">
                <input
                  type="checkbox"
                  aria-label={words.select(title)}
                  checked={selection.has(id)}
                  onChange={(event) => selection.set(unit, event.currentTarget.checked)}
                />
              </td>
              <th scope="row" className="list-table__title">
                <Link to={config.paths.view(id)}>{title}</Link>
              </th>
              {columns.map((column) => (
                <td key={column.name} data-label={column.label} data-column={column.name}>
                  {column.name === 'status' ? (
                    <UnitStatusMenu unit={unit} />
                  ) : (
                    <FieldValue field={column.spec} value={unit[column.name as keyof Unit]} />
                  )}
                </td>
              ))}
              <td className="list-table__actions">
                <Link
                  className="admin-button admin-button--ghost"
                  to={config.paths.edit(id)}
                  aria-label={words.editItem(title)}
                >
                  {t.common.edit}
                </Link>
                <Link
                  className="admin-button admin-button--ghost"
                  to={config.paths.history(id)}
                  aria-label={t.units.historyOf(title)}
                >
                  {t.units.history}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
