import { MAX_PHONE_CHARS, MIN_PHONE_CHARS } from './constants.ts';

/**
 * The fixed values of the domain, kept free of zod so that islands can use them without
 * shipping the schema library to browsers. The schemas build their enums from these.
 */

/** Project types an admin picks from; `Hotel` switches the specification layout to rooms. */
export const PROJECT_TYPES = ['Residential', 'Hotel', 'Commercial', 'Mixed Use', 'Office'] as const;
export const HOTEL_PROJECT_TYPE = 'Hotel' satisfies (typeof PROJECT_TYPES)[number];

export const NEWS_TYPES = ['news', 'event'] as const;

/** `L` shows the catalogue's pages in landscape; `P` in portrait. */
export const PDF_LAYOUTS = ['P', 'L'] as const;
export const LANDSCAPE_LAYOUT = 'L' satisfies (typeof PDF_LAYOUTS)[number];

/** Name of the hidden form field that people leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/** Digits, spaces, `+`, `-` and parentheses, with at least one digit. */
const PHONE_NUMBER_PATTERN = /^[\d ()+-]*\d[\d ()+-]*$/;

/**
 * Whether a trimmed value is a phone number the public forms take: MIN_PHONE_CHARS to
 * MAX_PHONE_CHARS characters of digits, spaces, `+`, `-` and parentheses. The API checks it; the
 * application form checks it before sending, in the visitor's language.
 */
export const isPhoneNumber = (value: string) =>
  value.length >= MIN_PHONE_CHARS && value.length <= MAX_PHONE_CHARS && PHONE_NUMBER_PATTERN.test(value);

/**
 * An image's focal point when none was set, in percent of its width and height: the centre, where
 * CSS's `object-position` puts it too (docs/decisions/027-focal-points.md).
 */
export const FOCAL_CENTRE = { x: 50, y: 50 } as const;
export const FOCAL_POINT_MAX = 100;

/** The CSS `object-position` that keeps a focal point in view; none at the centre, which is CSS's own. */
export function objectPositionOf(point: { x: number; y: number } | undefined): string | undefined {
  if (!point || (point.x === FOCAL_CENTRE.x && point.y === FOCAL_CENTRE.y)) return undefined;
  return `${point.x}% ${point.y}%`;
}

/**
 * Where a unit for sale stands (docs/product.md#units-for-sale): available, reserved for a buyer,
 * or sold; `notOnSale` keeps it off the site until the sales team releases it.
 */
export const UNIT_STATUSES = ['available', 'reserved', 'sold', 'notOnSale'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const UNIT_OFF_SITE_STATUS = 'notOnSale' satisfies UnitStatus;
/** The statuses the site shows, in the order its tables list them: sold last. */
export const UNIT_STATUSES_ON_SITE = ['available', 'reserved', 'sold'] as const satisfies readonly UnitStatus[];

/**
 * A unit's type within its sales category: the apartments', the service units' and the car posts'
 * (the fixed categories, #shared/entities/category.ts). A unit of another category may be of any.
 */
export const UNIT_TYPES_BY_CATEGORY = {
  apartments: ['apartment', 'duplex', 'penthouse', 'studio'],
  serviceUnits: ['shop', 'office'],
  carPosts: ['parking', 'garage', 'storage'],
} as const;
export const UNIT_TYPES = Object.values(UNIT_TYPES_BY_CATEGORY).flat();
export type UnitType = (typeof UNIT_TYPES)[number];

/** Rooms in the local convention: bedrooms plus the living room ("2+1"); "1+0" is a studio. */
export const ROOM_LAYOUTS = ['1+0', '1+1', '2+1', '3+1', '4+1', '5+1'] as const;
export const ROOM_LAYOUT_PATTERN = /^\d\+\d$/;

/** The directions a unit faces, clockwise from north; a unit stores those it has in this order. */
export const ORIENTATIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** Whether a building's units show their prices on the site, or "price on request" only. */
export const UNIT_PRICE_DISPLAYS = ['shown', 'onRequest'] as const;
/** Whether a building's sold units stay in its availability tables (greyed, at the end) or leave them. */
export const SOLD_UNIT_DISPLAYS = ['listed', 'hidden'] as const;
