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
