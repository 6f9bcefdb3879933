import type { FacadeZones, Zone } from '#shared/entities/facade-zones.ts';

/**
 * The floors of Parisi Towers on its facade picture (assets/pictures/facade-0.webp, 2400 × 1600 px:
 * the building from 560 to 1840 px across, its 13 levels from the ground at 1500 px up to 180 px)
 * and its apartments on its typical floor's plan (floor-plan-0.webp, 2400 × 1600 px), where each
 * entrance has units 1 and 2 above the corridor and 3 below it.
 */
export const DEMO_FACADE_BUILDING_INDEX = 0;

const FACADE = { width: 2400, height: 1600, left: 560, right: 1840, ground: 1500, top: 180, levels: 13 };
const PLAN = { width: 2400, height: 1600 };
/** Each unit's room on the plan, in its pixels, by entrance and position: [left, top, right, bottom]. */
const UNIT_ROOMS: Record<string, [number, number, number, number]> = {
  A1: [120, 128, 652, 688],
  A2: [652, 128, 1200, 688],
  A3: [120, 912, 1200, 1472],
  B1: [1200, 128, 1748, 688],
  B2: [1748, 128, 2280, 688],
  B3: [1200, 912, 2280, 1472],
};

const rectangle = (left: number, top: number, right: number, bottom: number, width: number, height: number): Zone => [
  [left / width, top / height],
  [right / width, top / height],
  [right / width, bottom / height],
  [left / width, bottom / height],
];

function floorZone(floor: number): Zone {
  const level = (FACADE.ground - FACADE.top) / FACADE.levels;
  const [top, bottom] = [FACADE.ground - (floor + 1) * level, FACADE.ground - floor * level];
  return rectangle(FACADE.left, top, FACADE.right, bottom, FACADE.width, FACADE.height);
}

/** "A-07-02": entrance A, floor 7, position 2. */
const APARTMENT = /^([AB])-(\d{2})-(\d{2})$/;

/** The zones of the floors its units are on (above ground), and of its apartments, from their ids by reference. */
export function demoFacadeZones(units: ReadonlyMap<string, { unitId: number; floor: number }>): FacadeZones {
  const floors = [...new Set([...units.values()].map((unit) => unit.floor))].filter((floor) => floor >= 0);
  return floors
    .toSorted((a, b) => a - b)
    .map((floor) => ({
      floor,
      zone: floorZone(floor),
      units: [...units].flatMap(([reference, unit]) => {
        const [, entrance, , position] = APARTMENT.exec(reference) ?? [];
        const room = UNIT_ROOMS[`${entrance}${Number(position)}`];
        return unit.floor === floor && room
          ? [{ unitId: unit.unitId, zone: rectangle(...room, PLAN.width, PLAN.height) }]
          : [];
      }),
    }));
}
