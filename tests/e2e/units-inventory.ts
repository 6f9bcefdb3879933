import type { Locator, Page } from '@playwright/test';
import type { Building, BuildingListItem } from '#shared/entities/building.ts';
import type { Unit, UnitNeighbour } from '#shared/entities/unit.ts';

/**
 * The units for sale the journeys look for, read from the API under test, so that they hold for
 * whatever inventory the demo content has.
 */

export const APARTMENTS = 1;

export const readApi = async <T>(apiURL: string, path: string): Promise<T> => {
  const response = await fetch(`${apiURL}${path}`);
  if (!response.ok) throw new Error(`The API answered ${response.status} for ${path}`);
  return response.json() as Promise<T>;
};

/** A building's category as its availability table lists it: sold units only where the building lists them. */
export interface CategoryInventory {
  building: Building;
  categoryId: number;
  units: Unit[];
}

export async function categoryInventory(apiURL: string, buildingId: number, categoryId: number) {
  const [building, units] = await Promise.all([
    readApi<Building>(apiURL, `/building/get/single/building/${buildingId}`),
    readApi<Unit[]>(apiURL, `/unit/get/units/${buildingId}/${categoryId}`),
  ]);
  const listed = units.filter((unit) => unit.status !== 'sold' || building.soldUnits === 'listed');
  return { building, categoryId, units: listed };
}

/** The first building's category, of those the site shows, whose inventory `accept` takes. */
export async function findInventory(
  apiURL: string,
  accept: (inventory: CategoryInventory) => boolean,
  categoryIds: readonly number[] = [APARTMENTS],
): Promise<CategoryInventory> {
  const buildings = await readApi<BuildingListItem[]>(apiURL, '/building/get/mini');
  for (const { buildingId } of buildings) {
    for (const categoryId of categoryIds) {
      const inventory = await categoryInventory(apiURL, buildingId, categoryId);
      if (accept(inventory)) return inventory;
    }
  }
  throw new Error('The demo inventory has no building category that this journey needs');
}

/** The lowest floor above the fifth that a category has; undefined when it has none. */
export const floorAboveFifth = (units: readonly Unit[]) =>
  units
    .map((unit) => unit.floor)
    .filter((floor) => floor > 5)
    .toSorted((a, b) => a - b)[0];

/** The 2+1 units from the lowest floor above the fifth up, of a category. */
export function twoPlusOneAboveFifth(units: readonly Unit[]) {
  const fromFloor = floorAboveFifth(units);
  const wanted = units.filter((unit) => unit.rooms === '2+1' && fromFloor !== undefined && unit.floor >= fromFloor);
  return { fromFloor, wanted };
}

/** A unit the journeys open: with a floor plan and neighbours on its floor when the demo has one. */
export async function findUnitToOpen(apiURL: string) {
  const { units } = await findInventory(apiURL, (inventory) => inventory.units.some((unit) => unit.floorPlanUrl));
  const unit = units.find((candidate) => candidate.floorPlanUrl && candidate.status !== 'sold') ?? units[0];
  if (!unit) throw new Error('The demo inventory has no unit to open');
  const [building, floor] = await Promise.all([
    readApi<Building>(apiURL, `/building/get/single/building/${unit.buildingId}`),
    readApi<UnitNeighbour[]>(apiURL, `/unit/get/floor/${unit.buildingId}/${unit.floor}`),
  ]);
  return { unit, building, floor };
}

/** The rows of the availability table in view, in their order. */
export const tableRows = (page: Page): Locator => page.locator('tr[data-unit-row]:not([hidden])');

/** The references of the rows in view, in their order. */
export const shownReferences = (page: Page) =>
  tableRows(page).evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.reference ?? ''));

export const referencesOf = (units: readonly Unit[]) => units.map((unit) => unit.reference).toSorted();
