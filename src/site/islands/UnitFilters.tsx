import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { UnitFilterOptions } from '../data/views/unit-filter-options.ts';
import { $tableFloor } from '../stores/table-floor.ts';
import ChoiceChips from './units/ChoiceChips.tsx';
import FloorRange from './units/FloorRange.tsx';
import NumberRange from './units/NumberRange.tsx';
import {
  markSort,
  orderRows,
  readTable,
  settleRows,
  showRows,
  sortButtons,
  type TableRows,
} from './units/table-rows.ts';
import { arrange, matches } from './units/unit-arrange.ts';
import {
  activeFilterCount,
  NO_FILTERS,
  queryFromSearch,
  type SortKey,
  type SortOrder,
  searchWithQuery,
  sortedBy,
  type UnitQuery,
} from './units/unit-query.ts';
import './UnitFilters.css';

interface Props extends UnitFilterOptions {
  /** The id of the table whose rows it filters and sorts (UnitTable.astro). */
  tableId: string;
}

/**
 * The filters and the order of an availability table, kept in the page's address. The rows are the
 * page's own HTML, which works without JavaScript; this island only hides, shows and moves them,
 * and makes the column headers' sort buttons work. It takes its words and options as props, worded
 * by the page (unit-filter-options.ts), and never the rows themselves.
 */
export default function UnitFilters({
  tableId,
  total,
  words,
  rooms,
  floors,
  orientations,
  statuses,
  sorts,
  areaBounds,
  priceBounds,
}: Props) {
  const id = useId();
  const [query, setQuery] = useState<UnitQuery>(NO_FILTERS);
  const [shown, setShown] = useState(total);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const table = useRef<TableRows | null>(null);
  const current = useRef(query);
  /** The sort and order the rows stand in, from the first change on. */
  const sortedAs = useRef<string | null>(null);

  // The table changes at once, in the same task as the input; the controls at React's render.
  const apply = useCallback((next: UnitQuery) => {
    const rows = table.current;
    if (!rows) return;
    settleRows(rows);
    // A filter keeps the order: the rows are sorted again only when the sort changes.
    const sort = `${next.sort} ${next.order}`;
    if (sortedAs.current !== sort) {
      orderRows(rows, arrange(rows.rows, { ...NO_FILTERS, sort: next.sort, order: next.order }));
      sortedAs.current = sort;
    }
    current.current = next;
    setShown(
      showRows(
        rows,
        rows.rows.map((row) => matches(row, next)),
      ),
    );
    markSort(rows, next.sort, next.order);
    $tableFloor.set(next.floorMin !== null && next.floorMin === next.floorMax ? next.floorMin : null);
    setQuery(next);
  }, []);

  const commit = useCallback(
    (next: UnitQuery) => {
      apply(next);
      // The address follows after the paint: nothing of it is drawn, and a history entry (a
      // same-document navigation) took a tenth of an interaction's time at a phone's CPU.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const { pathname, search, hash } = window.location;
          window.history.pushState(window.history.state, '', `${pathname}${searchWithQuery(search, next)}${hash}`);
        }),
      );
    },
    [apply],
  );

  useEffect(() => {
    const rows = readTable(tableId);
    if (!rows) return;
    table.current = rows;
    const fromAddress = () => apply(queryFromSearch(window.location.search));
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    const unlisten = [...sortButtons(rows)].map(([key, button]) => {
      const sort = () => commit(sortedBy(current.current, key));
      button.disabled = false;
      button.addEventListener('click', sort);
      return () => button.removeEventListener('click', sort);
    });
    rows.table.dataset.sortable = '';
    setReady(true);
    return () => {
      window.removeEventListener('popstate', fromAddress);
      for (const stop of unlisten) stop();
    };
  }, [tableId, apply, commit]);

  const change = (part: Partial<UnitQuery>) => commit({ ...current.current, ...part });
  const filters = activeFilterCount(query);
  const panelId = `${id}-panel`;

  return (
    <div className="unit-filters">
      <div className="unit-filters__bar">
        <button
          type="button"
          className="unit-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          disabled={!ready}
          onClick={() => setOpen(!open)}
        >
          {filters > 0 ? fillTemplate(words.unitsFilterActive, { count: filters }) : words.unitsFilterToggle}
        </button>
        <div className="unit-filters__sort">
          <label htmlFor={`${id}-sort`}>{words.unitsSortBy}</label>
          <select
            id={`${id}-sort`}
            value={query.sort ? `${query.sort}:${query.order}` : ''}
            disabled={!ready}
            onChange={(event) => {
              const [sort = '', order = 'asc'] = event.currentTarget.value.split(':');
              change({ sort: sort === '' ? null : (sort as SortKey), order: order as SortOrder });
            }}
          >
            <option value="">{words.unitsSortDefault}</option>
            {sorts.flatMap((column) => [
              <option key={`${column.value}:asc`} value={`${column.value}:asc`}>
                {fillTemplate(words.unitsSortAscending, { column: column.label })}
              </option>,
              <option key={`${column.value}:desc`} value={`${column.value}:desc`}>
                {fillTemplate(words.unitsSortDescending, { column: column.label })}
              </option>,
            ])}
          </select>
        </div>
        <p className="unit-filters__count" role="status">
          {shown === 0 ? words.unitsNoneMatch : fillTemplate(words.unitsShownCount, { shown, total })}
        </p>
        {filters > 0 && (
          <button
            type="button"
            className="unit-filters__clear"
            onClick={() => commit({ ...NO_FILTERS, sort: query.sort, order: query.order })}
          >
            {words.unitsFilterClear}
          </button>
        )}
      </div>
      <fieldset className="unit-filters__panel" id={panelId} data-open={open ? '' : undefined} disabled={!ready}>
        <legend className="visually-hidden">{words.unitsFilterTitle}</legend>
        {rooms.length > 1 && (
          <ChoiceChips
            legend={words.unitColumnRooms}
            options={rooms.map((value) => ({ value, label: value }))}
            selected={query.rooms}
            onChange={(selected) => change({ rooms: selected })}
          />
        )}
        {floors.length > 1 && (
          <FloorRange
            legend={words.unitColumnFloor}
            fromLabel={words.unitsFilterFrom}
            toLabel={words.unitsFilterTo}
            anyLabel={words.unitsFilterAny}
            floors={floors}
            min={query.floorMin}
            max={query.floorMax}
            onChange={(floorMin, floorMax) => change({ floorMin, floorMax })}
          />
        )}
        {areaBounds && (
          <NumberRange
            legend={words.unitsFilterArea}
            fromLabel={words.unitsFilterFrom}
            toLabel={words.unitsFilterTo}
            kind="area"
            min={query.areaMin}
            max={query.areaMax}
            bounds={areaBounds}
            onChange={(areaMin, areaMax) => change({ areaMin, areaMax })}
          />
        )}
        {priceBounds && (
          <NumberRange
            legend={words.unitsFilterPrice}
            fromLabel={words.unitsFilterFrom}
            toLabel={words.unitsFilterTo}
            kind="price"
            min={query.priceMin}
            max={query.priceMax}
            bounds={priceBounds}
            onChange={(priceMin, priceMax) => change({ priceMin, priceMax })}
          />
        )}
        {orientations.length > 1 && (
          <ChoiceChips
            legend={words.unitColumnOrientation}
            options={orientations}
            selected={query.orientations}
            onChange={(selected) => change({ orientations: selected })}
          />
        )}
        {statuses.length > 1 && (
          <ChoiceChips
            legend={words.unitColumnStatus}
            options={statuses}
            selected={query.statuses}
            onChange={(selected) => change({ statuses: selected })}
          />
        )}
      </fieldset>
    </div>
  );
}
