import { z } from 'zod';
import { MAX_RESERVATION_NOTE_CHARS } from '../constants.ts';
import { textField } from '../schemas/common.ts';

/**
 * A unit's reservation (docs/decisions/029-units-for-sale.md): when it ends by itself, if it does
 * (the unit is available again then, unless sold or made available before), and the sales team's
 * note (the buyer, the deposit). Only editors read them; a unit not reserved has neither.
 */
export const RESERVATION_INPUT = {
  /**
   * A moment with its offset, kept in UTC with milliseconds as schedules keep theirs
   * ("2026-12-24T16:00:00.000Z"); none when left out or empty. Nullable rather than a union with
   * null, whose refusal would not say what to give.
   */
  reservedUntil: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.iso
        .datetime({
          offset: true,
          error: 'Give the reservation’s end as a date and a time, such as 2026-12-24T17:00:00+01:00.',
        })
        .transform((value) => new Date(value).toISOString())
        .nullable(),
    )
    .optional()
    .transform((value) => value ?? null),
  reservationNote: textField(MAX_RESERVATION_NOTE_CHARS),
};

/** The same as answers carry them: the transforms above are no part of a serialisation. */
export const RESERVATION_ITEM = { reservedUntil: z.string().nullable(), reservationNote: z.string() };
