import { z } from 'zod';
import { ItemTitlesSchema } from './item-titles.ts';

/**
 * What the sales team reads of its units beside their fields (docs/decisions/029-units-for-sale.md):
 * the reservations that end soon, and the prices a unit had. Editors' reads only.
 */

/** A reservation that ends within RESERVATIONS_AHEAD_DAYS (`GET /unit/get/reservations`), soonest first. */
export const EndingReservationSchema = z.object({
  unitId: z.number().int(),
  reference: z.string(),
  buildingId: z.number().int(),
  /** Its building's titles, English and Albanian. */
  building: ItemTitlesSchema,
  /** When it ends, ISO 8601 in UTC; one already past is about to be done, or could not be (`failure`). */
  reservedUntil: z.string(),
  reservationNote: z.string(),
  /** Who set the reservation's end: in whose name the unit returns to available. */
  reservedBy: z.string(),
  /** Why returning it to available was refused when due, as the refusal's code; null while it waits. */
  failure: z.string().nullable(),
});
export type EndingReservation = z.infer<typeof EndingReservationSchema>;

/**
 * One price a unit had (`GET /unit/get/prices/:id`), newest first: from when, and who set it, as
 * its history recorded it. A null price is "on request".
 */
export const UnitPriceSchema = z.object({
  price: z.number().int().nullable(),
  from: z.string(),
  by: z.string().nullable(),
});
export type UnitPrice = z.infer<typeof UnitPriceSchema>;
