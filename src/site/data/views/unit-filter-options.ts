import { ORIENTATIONS, type Orientation, UNIT_STATUSES_ON_SITE } from '#shared/domain-values.ts';
import type { UnitStatusOnSite } from '#shared/entities/unit.ts';
import { type Strings, stringsFor } from '#shared/i18n/dictionary.ts';
import { formatNumber } from '#shared/i18n/formats.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { SortKey } from '#site/islands/units/unit-query.ts';
import { referenceOrder, type UnitTable, unitColumns } from './unit-table.ts';
import { floorWord, orientationWords, unitStatusWord } from './unit-words.ts';

/** The words of the availability table's filters, which its island takes as props. */
const FILTER_WORDS = [
  'unitsFilterTitle',
  'unitsFilterToggle',
  'unitsFilterActive',
  'unitsFilterClear',
  'unitsFilterAny',
  'unitsFilterFrom',
  'unitsFilterTo',
  'unitsFilterArea',
  'unitsFilterPrice',
  'unitsShownCount',
  'unitsNoneMatch',
  'unitColumnRooms',
  'unitColumnFloor',
  'unitColumnOrientation',
  'unitColumnStatus',
  'unitsSortBy',
  'unitsSortDefault',
  'unitsSortAscending',
  'unitsSortDescending',
] as const satisfies readonly (keyof Strings)[];
export type UnitFilterWords = Pick<Strings, (typeof FILTER_WORDS)[number]>;

/** A value a filter offers, with its words. */
export interface Choice<T> {
  value: T;
  label: string;
}

/** A range's ends as the page's language writes them, for the filter fields' placeholders. */
export interface Bounds {
  low: string;
  high: string;
}

/** What the table's filters offer: the values its rows have, lowest first (UnitFilters.tsx's props). */
export interface UnitFilterOptions {
  total: number;
  words: UnitFilterWords;
  rooms: string[];
  floors: Choice<number>[];
  orientations: Choice<Orientation>[];
  statuses: Choice<UnitStatusOnSite>[];
  /** The columns the rows sort by, for phones, where the table's headers are not shown. */
  sorts: Choice<SortKey>[];
  /** The lowest and highest net area; null when no row has one. */
  areaBounds: Bounds | null;
  /** The lowest and highest price, where the building shows prices and some unit has one. */
  priceBounds: Bounds | null;
}

const boundsOf = (values: (number | null)[], language: Language): Bounds | null => {
  const present = values.filter((value) => value !== null);
  if (present.length === 0) return null;
  return { low: formatNumber(Math.min(...present), language), high: formatNumber(Math.max(...present), language) };
};

/**
 * The table's filters' options and words, worded here rather than in the browser: so the island
 * ships no dictionary, and numbers are written as the page writes them (Chromium's Intl has no
 * Albanian formats).
 */
export function unitFilterOptions(table: UnitTable, language: Language): UnitFilterOptions {
  const { rows, columns } = table;
  const strings = stringsFor(language);
  const has = <T>(values: readonly T[], value: (row: (typeof rows)[number]) => T | readonly T[]) =>
    values.filter((candidate) => rows.some((row) => [value(row)].flat().includes(candidate)));
  return {
    total: rows.length,
    words: Object.fromEntries(FILTER_WORDS.map((key) => [key, strings[key]])) as UnitFilterWords,
    rooms: [...new Set(rows.map((row) => row.rooms).filter((rooms) => rooms !== ''))].toSorted(referenceOrder.compare),
    floors: [...new Set(rows.map((row) => row.floor))]
      .toSorted((a, b) => a - b)
      .map((floor) => ({ value: floor, label: floorWord(floor, strings) })),
    orientations: has(ORIENTATIONS, (row) => row.orientation).map((value) => ({
      value,
      label: orientationWords([value], strings),
    })),
    statuses: has(UNIT_STATUSES_ON_SITE, (row) => row.status).map((value) => ({
      value,
      label: unitStatusWord(value, strings),
    })),
    sorts: unitColumns(table, language).map((column) => ({ value: column.key, label: column.label })),
    areaBounds: boundsOf(
      rows.map((row) => row.netArea),
      language,
    ),
    priceBounds: columns.price
      ? boundsOf(
          rows.map((row) => row.price),
          language,
        )
      : null,
  };
}
