import type { Building } from '#shared/entities/building.ts';
import type { Unit, UnitCounts } from '#shared/entities/unit.ts';
import { type Strings, stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { isSingular } from '#shared/i18n/formats.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { SortKey } from '#site/islands/units/unit-query.ts';
import { type UnitView, unitView } from './unit-view.ts';

/** How many units of a category a visitor may still buy, of how many the site lists. */
export interface Availability {
  available: number;
  total: number;
}

/** What a building's sold units count for: nothing where the building keeps them out of its tables. */
const listsSold = (building: Pick<Building, 'soldUnits'>) => building.soldUnits === 'listed';

/** A category's availability from its counts by status (none: no units). */
export const availabilityOf = (counts: UnitCounts | undefined, building: Pick<Building, 'soldUnits'>): Availability =>
  counts
    ? {
        available: counts.available,
        total: counts.available + counts.reserved + (listsSold(building) ? counts.sold : 0),
      }
    : { available: 0, total: 0 };

/** "14 of 48 apartments available", from the category's two templates by the plural of the total. */
export const availabilityLine = (
  { available, total }: Availability,
  templates: { one: string; other: string },
  language: Language,
) => fillTemplate(isSingular(total, language) ? templates.one : templates.other, { available, total });

/** "14 of 48 available", as a building page's category card says it. */
export const availabilityShort = ({ available, total }: Availability, strings: Strings) =>
  fillTemplate(strings.unitsAvailableShort, { available, total });

/** The columns a category's table shows besides those every table has. */
export interface UnitColumns {
  rooms: boolean;
  outdoorArea: boolean;
  orientation: boolean;
  price: boolean;
}

/** A category's availability table: its rows in their order, the columns it shows and its counts. */
export interface UnitTable {
  rows: UnitView[];
  columns: UnitColumns;
  availability: Availability;
}

/** References and room layouts by their numbers: "B-2" before "B-10", "2+1" before "3+1". */
export const referenceOrder = new Intl.Collator('en', { numeric: true });

/**
 * The rows of a category's table: those on sale first, by floor and reference, then the sold ones,
 * greyed at the end, unless the building keeps its sold units out of its tables. A column shows
 * when a row has a value for it; the price only where the building shows prices.
 */
export function unitTable(units: readonly Unit[], building: Building, language: Language): UnitTable {
  const listed = units.filter((unit) => unit.status !== 'sold' || listsSold(building));
  const rows = listed
    .map((unit) => unitView(unit, language))
    .toSorted(
      (a, b) =>
        Number(a.status === 'sold') - Number(b.status === 'sold') ||
        a.floor - b.floor ||
        referenceOrder.compare(a.reference, b.reference),
    );
  const available = rows.filter((row) => row.status === 'available').length;
  return {
    rows,
    columns: {
      rooms: rows.some((row) => row.rooms !== ''),
      outdoorArea: rows.some((row) => row.outdoorArea !== null),
      orientation: rows.some((row) => row.orientation.length > 0),
      price: building.unitPrices === 'shown',
    },
    availability: { available, total: rows.length },
  };
}

/** A column of the table: the key it sorts by, its title, and whether it holds figures (aligned right). */
export interface UnitColumn {
  key: SortKey;
  label: string;
  numeric: boolean;
}

/** The columns a category's table shows, in order, besides the question button's. */
export function unitColumns({ columns }: UnitTable, language: Language): UnitColumn[] {
  const strings = stringsFor(language);
  const all: (UnitColumn & { shown: boolean })[] = [
    { key: 'reference', label: strings.unitColumnReference, numeric: false, shown: true },
    { key: 'floor', label: strings.unitColumnFloor, numeric: false, shown: true },
    { key: 'type', label: strings.unitColumnType, numeric: false, shown: true },
    { key: 'rooms', label: strings.unitColumnRooms, numeric: false, shown: columns.rooms },
    { key: 'area', label: strings.unitColumnNetArea, numeric: true, shown: true },
    { key: 'outdoor', label: strings.unitColumnOutdoorArea, numeric: true, shown: columns.outdoorArea },
    { key: 'orientation', label: strings.unitColumnOrientation, numeric: false, shown: columns.orientation },
    { key: 'price', label: strings.unitColumnPrice, numeric: true, shown: columns.price },
    { key: 'status', label: strings.unitColumnStatus, numeric: false, shown: true },
  ];
  return all.filter((column) => column.shown).map(({ shown: _, ...column }) => column);
}
