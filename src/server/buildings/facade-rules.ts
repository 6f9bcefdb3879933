import type { FacadeZones } from '#shared/entities/facade-zones.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import type { Row } from '../repositories/table-shape.ts';
import { unitFloorsOf } from '../repositories/units.ts';

/**
 * Refuses zones of floors the building has no unit on, and of units that are not its own or not
 * on the floor they are drawn on (400, saying which). A new building has no units, so no zones.
 * Only zones a write changes are checked: a unit moved or deleted since leaves its zone unused on
 * the site, and must not stop the building's other edits.
 */
export async function checkFacadeZones(
  db: Db,
  row: Row,
  id: number | undefined,
  before: Row | undefined,
): Promise<void> {
  const column = row.facadeZones;
  if (typeof column !== 'string' || column === before?.facadeZones) return;
  const zones = JSON.parse(column) as FacadeZones;
  const floorsOfUnits = id === undefined ? new Map<number, number>() : await unitFloorsOf(db, id);
  const floors = new Set(floorsOfUnits.values());
  const problems = zones.flatMap(({ floor, units }) => [
    ...(floors.has(floor) ? [] : [`The building has no unit on floor ${floor}.`]),
    ...units
      .filter(({ unitId }) => floorsOfUnits.get(unitId) !== floor)
      .map(({ unitId }) => `Unit ${unitId} is not on floor ${floor} of this building.`),
  ]);
  if (problems.length > 0) throw badRequest({ facadeZones: problems.join(' ') });
}
