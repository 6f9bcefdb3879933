import { describe, expect, it } from 'vitest';
import type { Zone } from '#shared/entities/facade-zones.ts';
import { addCorner, isWhole, moveCorner, moveZone, placeCorner, removeCorner, withZone, zoneOf } from './zone-edits.ts';

const SQUARE: Zone = [
  [0.1, 0.1],
  [0.3, 0.1],
  [0.3, 0.3],
  [0.1, 0.3],
];

describe('zone edits', () => {
  it('move a corner, kept on the picture', () => {
    expect(moveCorner(SQUARE, 1, 0.005, 0)[1]).toEqual([0.305, 0.1]);
    expect(moveCorner(SQUARE, 0, -0.5, -0.5)[0]).toEqual([0, 0]);
    expect(placeCorner(SQUARE, 2, [1.4, 0.123456])[2]).toEqual([1, 0.1235]);
  });

  it('move a whole zone only as far as its every corner stays on the picture, keeping its shape', () => {
    expect(moveZone(SQUARE, 0.1, 0.2)).toEqual([
      [0.2, 0.3],
      [0.4, 0.3],
      [0.4, 0.5],
      [0.2, 0.5],
    ]);
    expect(moveZone(SQUARE, -1, 0)).toEqual([
      [0, 0.1],
      [0.2, 0.1],
      [0.2, 0.3],
      [0, 0.3],
    ]);
  });

  it('add a corner after the one named, at the centre unless told where, or at the end', () => {
    expect(addCorner(SQUARE, 0)[1]).toEqual([0.5, 0.5]);
    expect(addCorner(SQUARE, null, [0.2, 0.9]).at(-1)).toEqual([0.2, 0.9]);
    expect(addCorner([], null)).toEqual([[0.5, 0.5]]);
  });

  it('remove a corner, but never below the 3 a zone has', () => {
    const triangle = removeCorner(SQUARE, 3);
    expect(triangle).toHaveLength(3);
    expect(isWhole(triangle)).toBe(true);
    expect(removeCorner(triangle, 0)).toBe(triangle);
    expect(isWhole(triangle.slice(0, 2))).toBe(false);
  });
});

describe('a building’s zones', () => {
  const floor7 = { floor: 7, unitId: null };
  const unit12 = { floor: 7, unitId: 12 };

  it('take a floor’s zone in the floors’ order, and a unit’s within its floor', () => {
    const floors = withZone(withZone([], floor7, SQUARE), { floor: 3, unitId: null }, SQUARE);
    expect(floors.map(({ floor }) => floor)).toEqual([3, 7]);
    const withUnit = withZone(floors, unit12, SQUARE);
    expect(zoneOf(withUnit, unit12)).toEqual(SQUARE);
    expect(zoneOf(withUnit, { floor: 3, unitId: 12 })).toEqual([]);
  });

  it('keep no unit’s zone without its floor’s, and lose a floor’s units with its zone', () => {
    expect(withZone([], unit12, SQUARE)).toEqual([]);
    const drawn = withZone(withZone([], floor7, SQUARE), unit12, SQUARE);
    expect(withZone(drawn, unit12, [])[0]?.units).toEqual([]);
    expect(withZone(drawn, floor7, [])).toEqual([]);
  });
});
