import { z } from 'zod';
import { UNIT_PRICE_DISPLAYS, UNIT_STATUSES } from '../domain-values.ts';
import { IdSchema } from '../schemas/common.ts';

/** The most units one bulk change takes: a large building's, at once. */
export const MAX_BULK_UNITS = 2000;
/** A price change by a share: from -90 % to +300 %. */
export const MIN_PRICE_PERCENT = -90;
export const MAX_PRICE_PERCENT = 300;

/**
 * What a bulk change does to each unit it is given (issue 40, point 2): its status, its price by a
 * percentage or an amount of euros (rounded to whole euros; a unit "on request" keeps none), and
 * whether the site shows the price. At least one of them.
 */
export const UnitBulkChangeSchema = z
  .object({
    status: z.enum(UNIT_STATUSES).optional(),
    price: z
      .discriminatedUnion('by', [
        z.object({ by: z.literal('percent'), value: z.number().min(MIN_PRICE_PERCENT).max(MAX_PRICE_PERCENT) }),
        z.object({ by: z.literal('amount'), value: z.number().int() }),
      ])
      .optional(),
    priceDisplay: z.enum(UNIT_PRICE_DISPLAYS).optional(),
  })
  .refine((change) => Object.values(change).some((part) => part !== undefined), {
    error: 'Choose what to change: the status, the price or whether the price shows.',
  });
export type UnitBulkChange = z.infer<typeof UnitBulkChangeSchema>;

/** `POST /unit/bulk/preview`: the units (by id) and what to change of them. */
export const UnitBulkInputSchema = z.object({
  unitIds: z.array(IdSchema).min(1).max(MAX_BULK_UNITS),
  change: UnitBulkChangeSchema,
});
export type UnitBulkInput = z.infer<typeof UnitBulkInputSchema>;

/** What a bulk change shows and changes of a unit. */
const BulkFieldsSchema = z.object({
  status: z.enum(UNIT_STATUSES),
  price: z.number().int().nullable(),
  priceDisplay: z.enum(UNIT_PRICE_DISPLAYS),
});

/**
 * What the change would do, writing nothing: each unit before and after, whether it changes, and
 * why it cannot (its new price out of bounds); and a token the apply sends back, which names what
 * was previewed, each unit's version included.
 */
export const UnitBulkPreviewSchema = z.object({
  units: z.array(
    z.object({
      unitId: z.number().int(),
      reference: z.string(),
      buildingId: z.number().int(),
      before: BulkFieldsSchema,
      after: BulkFieldsSchema,
      changes: z.boolean(),
      /** Why the unit cannot be changed so, in English (the admin words it from `refusalCode`). */
      refusal: z.string().nullable(),
      refusalCode: z.enum(['priceBelowZero', 'priceTooHigh']).nullable(),
    }),
  ),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  token: z.string(),
});
export type UnitBulkPreview = z.infer<typeof UnitBulkPreviewSchema>;

/** `POST /unit/bulk/apply`: what was previewed, with its token; refused (409) if any unit changed since. */
export const UnitBulkApplyInputSchema = UnitBulkInputSchema.extend({ token: z.string().min(1) });

/** What the apply wrote: how many units changed (each with its history), in one publish. */
export const UnitBulkResultSchema = z.object({ changed: z.number().int(), unchanged: z.number().int() });
