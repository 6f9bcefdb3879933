import { z } from 'zod';
import {
  MAX_IMAGE_BYTES,
  MAX_UNIT_AREA_M2,
  MAX_UNIT_BATHROOMS,
  MAX_UNIT_ENTRANCE_CHARS,
  MAX_UNIT_FLOOR,
  MAX_UNIT_NOTE_CHARS,
  MAX_UNIT_PLAN_PDF_BYTES,
  MAX_UNIT_PRICE_EUR,
  MAX_UNIT_REFERENCE_CHARS,
  MIN_UNIT_FLOOR,
} from '../constants.ts';
import {
  ORIENTATIONS,
  ROOM_LAYOUT_PATTERN,
  UNIT_OFF_SITE_STATUS,
  UNIT_PRICE_DISPLAYS,
  UNIT_STATUSES,
  type UNIT_STATUSES_ON_SITE,
  UNIT_TYPES,
} from '../domain-values.ts';
import { FileUrlSchema, IdSchema, ImageSetSchema, textField, typedText } from '../schemas/common.ts';
import { BUILDING } from './building.ts';
import { defineEntity } from './define-entity.ts';
import { imageSchemasOf } from './focal-points.ts';
import { RESERVATION_INPUT, RESERVATION_ITEM } from './unit-reservation.ts';

export const UnitStatusSchema = z.enum(UNIT_STATUSES);
export const UnitTypeSchema = z.enum(UNIT_TYPES);

const UNIT_FILES = {
  floorPlanUrl: { kind: 'media', maxBytes: MAX_IMAGE_BYTES, label: 'Floor plan', sq: { label: 'Planimetria' } },
  planPdfUrl: {
    kind: 'pdf',
    maxBytes: MAX_UNIT_PLAN_PDF_BYTES,
    label: 'Plan PDF',
    sq: { label: 'PDF-ja e planimetrisë' },
  },
} as const;
const IMAGE_SCHEMAS = imageSchemasOf(UNIT_FILES);

/** What an empty form field sends for a number left out: no value. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * A number as an admin types it, or as JSON gives it: "85,4" with a decimal comma reads as 85.4,
 * and the spaces of "142 000" are no part of it.
 */
const typedNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  // Number('') is 0: an empty field is no number (a floor left out is not the ground floor).
  return digits === '' ? undefined : Number(digits);
};

const wholeNumber = (min: number, max: number, what: string) =>
  z.preprocess(
    typedNumber,
    z
      .number({ error: `Give ${what} as a whole number.` })
      .int({ error: `Give ${what} as a whole number.` })
      .min(min, { error: `Give ${what} from ${min} to ${max}.` })
      .max(max, { error: `Give ${what} from ${min} to ${max}.` }),
  );

/** A number the unit may lack: left empty, it has none (a price then is "on request"). */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(blankAsNull, z.union([z.null(), schema]))
    .optional()
    .transform((value) => value ?? null);

/** An area in m², kept to a hundredth. */
const area = (what: string) =>
  z.preprocess(
    typedNumber,
    z
      .number({ error: `Give ${what} in m², such as 85,4.` })
      .positive({ error: `Give ${what} in m², more than 0.` })
      .max(MAX_UNIT_AREA_M2, { error: `Give ${what} in m², up to ${MAX_UNIT_AREA_M2}.` })
      .overwrite((value) => Math.round(value * 100) / 100),
  );

const ORIENTATION_MESSAGE = `Give the orientation as directions among ${ORIENTATIONS.join(', ')}, separated by commas.`;

/**
 * The directions a unit faces, as a list or as text ("S, SE"), kept as text in the compass's order
 * ("SE,S"), each once; empty when not given.
 */
const orientation = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim().toUpperCase()))
  .refine((parts) => parts.every((part) => part === '' || (ORIENTATIONS as readonly string[]).includes(part)), {
    error: ORIENTATION_MESSAGE,
  })
  .transform((parts) => ORIENTATIONS.filter((direction) => parts.includes(direction)).join(','))
  .default('');

/**
 * What an admin writes of a unit for sale. Its building and sales category name where it is sold;
 * its reference is the sales team's own name for it, unique in its building.
 */
export const UnitInputSchema = z.object({
  buildingId: IdSchema,
  salesCategoryId: IdSchema,
  reference: typedText()
    .trim()
    .min(1, { error: 'Give the unit’s reference, such as B2-07-04.' })
    .max(MAX_UNIT_REFERENCE_CHARS),
  /** Its entrance or staircase, where the building has several ("A"). */
  entrance: typedText().trim().max(MAX_UNIT_ENTRANCE_CHARS).default(''),
  /** 0 is the ground floor; underground floors are negative. */
  floor: wholeNumber(MIN_UNIT_FLOOR, MAX_UNIT_FLOOR, 'the floor'),
  unitType: UnitTypeSchema,
  /** Bedrooms plus the living room ("2+1"), for apartments; empty for the others. */
  rooms: z
    .union([z.literal(''), z.string().trim().regex(ROOM_LAYOUT_PATTERN, { error: 'Give the rooms as 2+1, 3+1…' })])
    .default(''),
  bathrooms: optional(wholeNumber(0, MAX_UNIT_BATHROOMS, 'the bathrooms')),
  netArea: optional(area('the net area')),
  grossArea: optional(area('the gross area')),
  /** Its balcony's or terrace's area. */
  outdoorArea: optional(area('the balcony or terrace area')),
  orientation,
  unitNote: textField(MAX_UNIT_NOTE_CHARS),
  shenimiNjesise: textField(MAX_UNIT_NOTE_CHARS),
  /** In whole euros; none is "price on request". Shown only where its building shows prices. */
  price: optional(wholeNumber(0, MAX_UNIT_PRICE_EUR, 'the price in euros')),
  /** Whether the site shows its price, where its building shows prices; "on request" keeps it in the admin only. */
  priceDisplay: z.enum(UNIT_PRICE_DISPLAYS).default('shown'),
  status: UnitStatusSchema.default('available'),
  ...RESERVATION_INPUT,
  ...IMAGE_SCHEMAS.input,
});
export type UnitInput = z.infer<typeof UnitInputSchema>;

export const UnitSchema = UnitInputSchema.extend({
  unitId: z.number().int(),
  buildingId: z.number().int(),
  salesCategoryId: z.number().int(),
  reference: z.string(),
  floor: z.number().int(),
  bathrooms: z.number().int().nullable(),
  netArea: z.number().nullable(),
  grossArea: z.number().nullable(),
  outdoorArea: z.number().nullable(),
  orientation: z.string(),
  price: z.number().int().nullable(),
  ...RESERVATION_ITEM,
  floorPlanUrl: FileUrlSchema,
  planPdfUrl: FileUrlSchema,
  ...IMAGE_SCHEMAS.item,
  imageSets: z.object({ floorPlanUrl: ImageSetSchema.nullable() }),
});
export type Unit = z.infer<typeof UnitSchema>;

/** A unit's status as the site shows it: the three of UNIT_STATUSES_ON_SITE. */
export type UnitStatusOnSite = (typeof UNIT_STATUSES_ON_SITE)[number];

/** The units of one building in one sales category, on its catalogue page. */
export const UnitsOfCategoryParamsSchema = z.object({ buildingId: IdSchema, categoryId: IdSchema });

/** The units on one floor of a building: a unit's neighbours, on its page. */
export const UnitFloorParamsSchema = z.object({
  buildingId: IdSchema,
  floor: z.coerce.number().int().min(MIN_UNIT_FLOOR).max(MAX_UNIT_FLOOR),
});

/**
 * A unit as its neighbours' pages list it: what it is and where, without its status or price, so
 * that a sale changes the unit's own pages and not those of its floor.
 */
export const UnitNeighbourSchema = UnitSchema.pick({
  unitId: true,
  salesCategoryId: true,
  reference: true,
  entrance: true,
  floor: true,
  unitType: true,
  rooms: true,
  netArea: true,
});
export type UnitNeighbour = z.infer<typeof UnitNeighbourSchema>;

/** How many units of a building's sales category the site shows, by status. */
export const UnitCountsSchema = z.object({
  salesCategoryId: z.number().int(),
  available: z.number().int().nonnegative(),
  reserved: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
});
export type UnitCounts = z.infer<typeof UnitCountsSchema>;

/** How many units there are in each status, off the site too: the admin's units screen. */
export const UnitTallySchema = z.object(
  Object.fromEntries(UNIT_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof UNIT_STATUSES)[number],
    z.ZodNumber
  >,
);
export type UnitTally = z.infer<typeof UnitTallySchema>;
export const UnitTallyQuerySchema = z.object({ buildingId: IdSchema.optional() });

/**
 * A change of a unit's status alone (`api.more.status`): the smallest write there is. A
 * reservation may say when it ends and carry a note; another status keeps neither.
 */
export const UnitStatusInputSchema = z.object({ status: UnitStatusSchema, ...RESERVATION_INPUT });
export type UnitStatusInput = z.input<typeof UnitStatusInputSchema>;

/**
 * A unit for sale: an apartment, a service unit or a car post of a building, in its sales
 * category, with its own page and a row in its category's availability table (the building's
 * catalogue page). Its reference is its title, the same in both languages; `notOnSale` keeps it off
 * the site, as does a building that is not on it.
 */
export const UNIT = defineEntity({
  kind: 'unit',
  noun: { one: 'Unit', many: 'Units' },
  table: 'units',
  idField: 'unitId',
  order: 'asc',
  schemas: { input: UnitInputSchema, item: UnitSchema, single: UnitSchema },
  files: UNIT_FILES,
  texts: {
    reference: { en: 'reference', sq: 'reference' },
    note: { en: 'unitNote', sq: 'shenimiNjesise' },
  },
  offSite: { field: 'status', values: [UNIT_OFF_SITE_STATUS] },
  partOf: { entity: BUILDING, field: 'buildingId' },
  api: {
    save: '/unit/save',
    update: '/unit/update/:id',
    remove: '/unit/delete/:id',
    single: '/unit/get/single/unit/:id',
    singleAccess: 'public',
    lists: [{ path: '/unit/get/mini', access: 'editor' }],
    ids: '/unit/get/ids',
    page: '/unit/get/page',
    more: {
      /** Its status alone (PUT `{ status }`, with If-Match), for editors. */
      status: '/unit/status/:id',
      /** The units of one building in one sales category that the site shows. */
      ofBuildingInCategory: '/unit/get/units/:buildingId/:categoryId',
      /** How many units of each sales category of a building the site shows, by status. */
      counts: '/unit/get/counts/:buildingId',
      /** The units the site shows on one floor of a building, without status or price. */
      floor: '/unit/get/floor/:buildingId/:floor',
      /** How many units there are by status, of one building or of all, for editors (UnitTallySchema). */
      tally: '/unit/get/tally',
      /** What importing a spreadsheet into a building would do, writing nothing (multipart), for editors. */
      importPreview: '/unit/import/preview/:buildingId',
      /** A previewed import, written as one (multipart, with the preview's token), for editors. */
      importApply: '/unit/import/apply/:buildingId',
      /** A building's units as a spreadsheet (`?format=csv|xlsx&language=`), for editors. */
      export: '/unit/export/:buildingId',
      /** What changing many units at once would do (UnitBulkPreviewSchema), writing nothing, for editors. */
      bulkPreview: '/unit/bulk/preview',
      /** A previewed change of many units, written as one with a history entry each, for editors. */
      bulkApply: '/unit/bulk/apply',
      /** The reservations that end within RESERVATIONS_AHEAD_DAYS, soonest first, for editors. */
      reservations: '/unit/get/reservations',
      /** The prices a unit had and since when, newest first, for editors (from its history). */
      prices: '/unit/get/prices/:id',
    },
  },
  listing: {
    title: 'reference',
    columns: ['buildingId', 'salesCategoryId', 'floor', 'unitType', 'rooms', 'netArea', 'price', 'status'],
    filters: ['buildingId', 'salesCategoryId', 'status', 'unitType', 'floor'],
  },
  pages: { path: '/unitdetails/:id', sitemapChunkIds: 250 },
  admin: {
    dashboard: { label: 'Units', about: 'Apartments, service units and car posts for sale, with their status.' },
    sq: {
      dashboard: {
        label: 'Njësitë',
        about: 'Apartamentet, njësitë e shërbimit dhe vendet e parkimit në shitje, me gjendjen e tyre.',
      },
      one: 'Njësia',
      many: 'Njësitë',
      lower: 'njësi',
      of: 'njësisë',
      some: 'njësi',
    },
    screens: { list: 'listunit', add: 'addunit', view: 'viewunit', edit: 'editunit' },
    viewParam: 'unitId',
  },
});
