import { MIN_ZONE_CORNERS, ZONE_FRACTION_STEPS } from '#shared/constants.ts';
import type { FacadeZones, Zone, ZoneCorner } from '#shared/entities/facade-zones.ts';

/**
 * The edits of a zone being drawn on a picture (ZoneCanvas.tsx), its corners fractions of the
 * picture (#shared/entities/facade-zones.ts): each answers a new zone, within the picture.
 */

/** A keyboard step: half a percent of the picture; with Shift, five. */
export const CORNER_STEP = 0.005;
export const BIG_CORNER_STEP = 0.05;
const CENTRE: ZoneCorner = [0.5, 0.5];

const within = (value: number) =>
  Math.min(1, Math.max(0, Math.round(value * ZONE_FRACTION_STEPS) / ZONE_FRACTION_STEPS));

/** The corner at `index` moved to `to`, kept on the picture. */
export const placeCorner = (zone: Zone, index: number, [x, y]: ZoneCorner): Zone =>
  zone.map((corner, at) => (at === index ? [within(x), within(y)] : corner));

/** The corner at `index` moved by `dx`, `dy`. */
export const moveCorner = (zone: Zone, index: number, dx: number, dy: number): Zone => {
  const corner = zone[index];
  return corner ? placeCorner(zone, index, [corner[0] + dx, corner[1] + dy]) : zone;
};

/** The whole zone moved by `dx`, `dy`, as far as the picture lets its every corner go: its shape kept. */
export function moveZone(zone: Zone, dx: number, dy: number): Zone {
  const xs = zone.map(([x]) => x);
  const ys = zone.map(([, y]) => y);
  const clampedX = Math.min(Math.max(dx, -Math.min(...xs)), 1 - Math.max(...xs));
  const clampedY = Math.min(Math.max(dy, -Math.min(...ys)), 1 - Math.max(...ys));
  return zone.map(([x, y]) => [within(x + clampedX), within(y + clampedY)]);
}

/** A corner added after the one at `after` (at the end without one): at `at`, else the picture's centre. */
export function addCorner(zone: Zone, after: number | null, at: ZoneCorner = CENTRE): Zone {
  const place = after === null || after >= zone.length ? zone.length : after + 1;
  return [...zone.slice(0, place), [within(at[0]), within(at[1])], ...zone.slice(place)];
}

/** The zone without its corner at `index`; the same zone where that would leave fewer corners than a zone has. */
export const removeCorner = (zone: Zone, index: number): Zone =>
  zone.length <= MIN_ZONE_CORNERS ? zone : zone.filter((_, at) => at !== index);

/** Whether a zone has the corners a zone needs (a zone being drawn may have fewer). */
export const isWhole = (zone: Zone) => zone.length >= MIN_ZONE_CORNERS;

/** Percent, as a corner's name says it: "34.5". */
export const percentOf = (fraction: number) => Math.round(fraction * 1000) / 10;

/** Whose zone is edited: a floor's on the facade, or a unit's (of that floor) on the floor plan. */
export type ZoneTarget = { floor: number; unitId: null } | { floor: number; unitId: number };

/** The zone of `target` in `zones`; none drawn is no corner. */
export function zoneOf(zones: FacadeZones, { floor, unitId }: ZoneTarget): Zone {
  const entry = zones.find((candidate) => candidate.floor === floor);
  if (unitId === null) return entry?.zone ?? [];
  return entry?.units.find((unit) => unit.unitId === unitId)?.zone ?? [];
}

/**
 * `zones` with the zone of `target` set, or removed when it has no corner (a floor's with its
 * units'). A unit's zone needs its floor's: without it, nothing changes.
 */
export function withZone(zones: FacadeZones, { floor, unitId }: ZoneTarget, zone: Zone): FacadeZones {
  const entry = zones.find((candidate) => candidate.floor === floor);
  if (unitId === null) {
    if (zone.length === 0) return zones.filter((candidate) => candidate.floor !== floor);
    const next = { floor, zone, units: entry?.units ?? [] };
    return entry
      ? zones.map((candidate) => (candidate.floor === floor ? next : candidate))
      : [...zones, next].toSorted((a, b) => a.floor - b.floor);
  }
  if (!entry) return zones;
  const others = entry.units.filter((unit) => unit.unitId !== unitId);
  const units = zone.length === 0 ? others : [...others, { unitId, zone }];
  return zones.map((candidate) => (candidate.floor === floor ? { ...candidate, units } : candidate));
}
