import { z } from 'zod';
import {
  MAX_UNIT_FLOOR,
  MAX_ZONE_CORNERS,
  MIN_UNIT_FLOOR,
  MIN_ZONE_CORNERS,
  ZONE_FRACTION_STEPS,
} from '../constants.ts';
import { IdSchema } from '../schemas/common.ts';
import { fromJsonText } from './focal-points.ts';

/**
 * Where a building's floors are on its facade image, and its units on its typical floor plan
 * (docs/decisions/031-facade-picker.md): polygons whose corners are fractions of the image's width
 * and height, so that they keep their place at every size the image is shown at.
 */

const fraction = (axis: 'x' | 'y') => {
  const error = `A corner's ${axis} is a fraction of the image's ${axis === 'x' ? 'width from the left' : 'height from the top'}, from 0 to 1.`;
  return z
    .number({ error })
    .min(0, error)
    .max(1, error)
    .overwrite((value) => Math.round(value * ZONE_FRACTION_STEPS) / ZONE_FRACTION_STEPS);
};

/** A corner: `[x, y]`, fractions of the image from its top left corner. */
export const ZoneCornerSchema = z.tuple([fraction('x'), fraction('y')]);
export type ZoneCorner = z.infer<typeof ZoneCornerSchema>;

/** A polygon, its corners in the order they are joined. */
export const ZoneSchema = z
  .array(ZoneCornerSchema)
  .min(MIN_ZONE_CORNERS, { error: `A zone has at least ${MIN_ZONE_CORNERS} corners.` })
  .max(MAX_ZONE_CORNERS, { error: `A zone has at most ${MAX_ZONE_CORNERS} corners.` });
export type Zone = z.infer<typeof ZoneSchema>;

/** A unit's place on the typical floor plan, on its floor. */
export const UnitZoneSchema = z.strictObject({ unitId: IdSchema, zone: ZoneSchema });
export type UnitZone = z.infer<typeof UnitZoneSchema>;

/** A floor's place on the facade, and its units' on the floor plan. */
export const FloorZoneSchema = z.strictObject({
  floor: z
    .number()
    .int()
    .min(MIN_UNIT_FLOOR, { error: `Give the floor from ${MIN_UNIT_FLOOR} to ${MAX_UNIT_FLOOR}.` })
    .max(MAX_UNIT_FLOOR, { error: `Give the floor from ${MIN_UNIT_FLOOR} to ${MAX_UNIT_FLOOR}.` }),
  zone: ZoneSchema,
  units: z.array(UnitZoneSchema).default([]),
});
export type FloorZone = z.infer<typeof FloorZoneSchema>;

/** Every floor's zone, lowest floor first, each floor once and each unit once. */
export const FacadeZonesSchema = z
  .array(FloorZoneSchema)
  .max(MAX_UNIT_FLOOR - MIN_UNIT_FLOOR + 1)
  .superRefine((floors, context) => {
    const seenFloors = new Set<number>();
    const seenUnits = new Set<number>();
    floors.forEach(({ floor, units }, index) => {
      if (seenFloors.has(floor)) {
        context.addIssue({ code: 'custom', path: [index, 'floor'], message: `Floor ${floor} has two zones.` });
      }
      seenFloors.add(floor);
      units.forEach(({ unitId }, unitIndex) => {
        if (seenUnits.has(unitId)) {
          const message = `Unit ${unitId} has two zones.`;
          context.addIssue({ code: 'custom', path: [index, 'units', unitIndex, 'unitId'], message });
        }
        seenUnits.add(unitId);
      });
    });
  })
  .transform((floors) => floors.toSorted((a, b) => a.floor - b.floor));
export type FacadeZones = z.infer<typeof FacadeZonesSchema>;

/**
 * What a building spreads into its schemas: `input` (a body's zones, JSON text in form data; a
 * write without them keeps them), `item` (what it answers: none drawn is an empty list).
 */
export const FACADE_ZONES = {
  input: { facadeZones: z.preprocess(fromJsonText, FacadeZonesSchema).optional() },
  item: { facadeZones: z.array(FloorZoneSchema) },
};

/** The body of `PUT /building/facade/:id`: the zones alone. */
export const FacadeZonesInputSchema = z.object({ facadeZones: FacadeZonesSchema });
